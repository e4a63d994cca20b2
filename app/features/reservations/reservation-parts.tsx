// What the reservation pages share: the page and heading styles, the links to a line's view or cancel
// page and back to My Trips, and the row they stand in under a reservation.
import { Link } from '@tanstack/react-router'
import { Children, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useAuthStatus } from '~/features/session/use-member-session'
import { useSiteSwitch } from '~/features/site-config/site-config'
import { reservationsText } from '~/i18n/plain/reservations'

import type { ReservationType } from '@contracts/lxp/reservation-types'

export type { ReservationType }

export const pageClass = css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })
export const pageHeadingClass = css({ fontSize: '3xl', fontWeight: 'bold' })
export const textLinkClass = css({ color: 'fg.link', textDecoration: 'underline' })

/** A link to this reservation's view or cancel page. */
export function ReservationLink({ type, page, reservationId, children }: { type: ReservationType; page: 'view' | 'cancel'; reservationId: string; children: string }) {
  return (
    <Link to={`/reservations/${page}/${type}`} search={{ reservationId }} className={textLinkClass}>
      {children}
    </Link>
  )
}

/** The way back to My Trips; nothing when the site has My Trips switched off (§R3.31 myTripsEnabled). */
export function MyTripsLink({ children = reservationsText('cancel.back') }: { children?: string }) {
  const myTripsEnabled = useSiteSwitch('myTripsEnabled')
  if (!myTripsEnabled) return null
  return (
    <Link to="/my-trips" search={{ when: 'upcoming', page: 1 }} className={textLinkClass}>
      {children}
    </Link>
  )
}

/**
 * Where to go after a reservation: a member back to My Trips, a guest (who has no trips to go back to
 * and would meet sign-in there) to Find my booking (decision 073).
 */
export function OtherBookingsLink() {
  const { status } = useAuthStatus()
  if (status === 'authenticated') return <MyTripsLink />
  if (status !== 'unauthenticated') return null
  return (
    <Link to="/reservations/find" className={textLinkClass}>
      {reservationsText('cancel.find-another')}
    </Link>
  )
}

/** The links under a reservation, in a wrapping row; nothing when none applies. */
export function ReservationLinks({ children }: { children: ReactNode }) {
  if (Children.toArray(children).length === 0) return null
  return <p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', _print: { display: 'none' } })}>{children}</p>
}
