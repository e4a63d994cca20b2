// Small pieces shared by the tours and transport pages: link styles and what the reservation pages load.
import { css } from 'styled-system/css'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { activityReservationQueryOptions } from './activity.queries'
import { activityBookingText } from '~/i18n/plain/activity-booking'

export const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
export const primaryLinkClass = css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })

/** What the tours and transport confirmation, view and cancel pages load and show when they cannot. */
export const activityReservations = { type: 'activity', query: activityReservationQueryOptions, missing: <ReservationMissing heading={activityBookingText('parts.we-can-t')} /> } as const
