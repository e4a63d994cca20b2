// Cancelling a hotel reservation, on the shared cancellation review (./cancel-reservation.tsx).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { hotelReservationsCancel } from '@server/bff/functions/hotel.functions'
import { hotelReservationQueryOptions } from '~/features/hotel/hotel-checkout.queries'
import { CancelReservation, reservationLinkClass } from '../reservations/cancel-reservation'
import { ReservationMissing } from './hotel-reservation-page'
import { cancellationQuoteQueryOptions } from './hotel-reservations.queries'
import { formatStayDate } from '~/lib/format/stay-date'
import { reservationsText } from '~/i18n/plain/reservations'

const route = getRouteApi('/_member/reservations/cancel/hotel')

export function HotelCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <ReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(hotelReservationQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(cancellationQuoteQueryOptions(reservationId))
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <ReservationMissing />
  const { hotel, stay } = reservation.value
  return (
    <CancelReservation
      reservationId={reservationId}
      quote={quote.value}
      words={{
        question: reservationsText('hotel-cancel.question', { hotel: hotel.name }),
        button: reservationsText('hotel-cancel.button'),
        keep: reservationsText('hotel-cancel.keep'),
        cancelled: reservationsText('hotel-cancel.cancelled'),
        notCancellable: reservationsText('hotel-cancel.not-cancellable'),
        loading: reservationsText('hotel-cancel.loading'),
      }}
      subtitle={hotel.name}
      details={
        <p>{reservationsText('hotel-cancel.details', { reservationId, checkIn: formatStayDate(stay.checkIn), checkOut: formatStayDate(stay.checkOut) })}</p>
      }
      resultSummary={reservationsText('hotel-cancel.summary', { hotel: hotel.name, checkIn: formatStayDate(stay.checkIn), checkOut: formatStayDate(stay.checkOut) })}
      keepLink={(text) => (
        <Link to="/reservations/view/hotel" search={{ reservationId }} className={reservationLinkClass}>
          {text}
        </Link>
      )}
      cancel={(idempotencyKey) => hotelReservationsCancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      onCancelled={(outcome) => queryClient.setQueryData(hotelReservationQueryOptions(reservationId).queryKey, outcome)}
    />
  )
}
