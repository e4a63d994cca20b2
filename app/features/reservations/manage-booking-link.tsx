// "Manage booking" on every line's confirmation: for a guest, the way to the reservation's own page
// (view, calendar, cancel), which the signed guest cookie of the browser that booked opens (decision
// 073). Members have their line's own link to the reservation, so it shows for guests only.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ReservationType } from '@contracts/lxp/reservation-types'
import { useAuthStatus } from '~/features/session/use-member-session'
import { reservationsText } from '~/i18n/plain/reservations'
import { reservationViewPage } from './reservation-page-link'

export function ManageBookingLink({ type, reservationId }: { type: ReservationType; reservationId: string }) {
  const { status } = useAuthStatus()
  if (status === 'authenticated') return null
  return (
    <Link to={reservationViewPage(type)} search={{ reservationId }} className={css({ color: 'fg.link', textDecoration: 'underline', alignSelf: 'flex-start' })}>
      {reservationsText('manage.link')}
    </Link>
  )
}
