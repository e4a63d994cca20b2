// Small pieces shared by the tours and transport pages: link styles and the page for a reservation that cannot be shown.
import { css } from 'styled-system/css'
import { ReservationMissing } from '~/features/reservations/reservation-missing'
import { activityBookingText } from '~/i18n/plain/activity-booking'

export const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
export const primaryLinkClass = css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })

export const activityReservationMissing = <ReservationMissing heading={activityBookingText('parts.we-can-t')} />
