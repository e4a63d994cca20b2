// What the tours and transport confirmation, view and cancel pages load, and show when they cannot.
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { activityReservationQueryOptions } from './activity.queries'
import { activityBookingText } from '~/i18n/plain/activity-booking'

export const activityReservations = { type: 'activity', query: activityReservationQueryOptions, missing: <Missing /> } as const

/** The missing reservation's screen, its texts read at render (a text read when the module loads keeps the first visitor's locale). */
function Missing() {
  return <ReservationMissing heading={activityBookingText('parts.we-can-t')} />
}
