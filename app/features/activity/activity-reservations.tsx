// What the tours and transport confirmation, view and cancel pages load, and show when they cannot.
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { activityReservationQueryOptions } from './activity.queries'
import { activityBookingText } from '~/i18n/plain/activity-booking'

export const activityReservations = { type: 'activity', query: activityReservationQueryOptions, missing: <ReservationMissing heading={activityBookingText('parts.we-can-t')} /> } as const
