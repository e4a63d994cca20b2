// The simulator's lines of business, by the reservation type their routes are under (the lxp contract's keys):
// the one list a new line is added to. The router, My Trips, the first start's seed, a sandbox reset and the
// popular destinations read each line's declaration from here (simulator/shared/simulator-line.ts, decision 171).
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { SimulatorLine } from './shared/simulator-line'
import { activityLine } from './activity/activity-line.server'
import { airLine } from './air/air-line.server'
import { carLine } from './car/car-line.server'
import { diningLine } from './dining/dining-line.server'
import { hotelLine } from './hotel/hotel-line.server'

export const simulatorLines = {
  hotel: hotelLine,
  air: airLine,
  car: carLine,
  dining: diningLine,
  activity: activityLine,
} satisfies Record<ReservationType, SimulatorLine>

/** The lines as what every line declares, for what reads them all alike (seed, reset, My Trips, popular destinations). */
export const everySimulatorLine: readonly SimulatorLine[] = Object.values(simulatorLines)
