// The way to a reservation's own page: its address by the type the API names it with, and a booking's title as a link
// to it (My Trips, the points activity). A module of its own, so a list of bookings does not load the reservation
// pages' messages (bench/bytes).
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { reservationTypes, type ReservationType } from '@contracts/lxp/reservation-types'

/** Each line's reservation page, by the type the API names it with. */
export const reservationViewPage = <Type extends ReservationType>(type: Type) => `/reservations/view/${type}` as const

/** A booking's title, a link to its reservation's page where its line has one (a gift card has none). */
export function ReservationPageLink({ booking }: { booking: { type: string; reservationId: string; title: string } }) {
  const type = reservationTypes.find((reservationType) => reservationType.toUpperCase() === booking.type)
  if (!type) return booking.title
  return (
    <Link to={reservationViewPage(type)} search={{ reservationId: booking.reservationId }} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
      {booking.title}
    </Link>
  )
}
