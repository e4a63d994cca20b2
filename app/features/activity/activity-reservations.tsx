// What the tours and transport confirmation, view and cancel pages load, and show when they cannot.
import { lineReservations } from '~/features/reservations/reservation-missing'
import { activityReservationQueryOptions } from './activity.queries'
import { activityBookingText } from '~/i18n/plain/activity-booking'

export const activityReservations = lineReservations('activity', activityReservationQueryOptions, () => ({ heading: activityBookingText('parts.we-can-t') }))
