// The server's lines of business by reservation type: the one list of the server a new line is added to. The
// calendar files and the API reference's examples read each line's declaration (server/lines/server-line.ts) from here.
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { ServerLine } from './lines/server-line'
import { activityServerLine } from './lines/activity-line'
import { airServerLine } from './lines/air-line'
import { carServerLine } from './lines/car-line'
import { diningServerLine } from './lines/dining-line'
import { hotelServerLine } from './lines/hotel-line'

export const serverLines = {
  hotel: hotelServerLine,
  dining: diningServerLine,
  air: airServerLine,
  car: carServerLine,
  activity: activityServerLine,
} satisfies Record<ReservationType, ServerLine>
