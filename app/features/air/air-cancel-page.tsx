// Cancelling a flight reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { airReservationsCancel } from '@server/bff/functions/air.functions'
import { CancelReservation, reservationLinkClass } from '~/features/reservations/cancel-reservation'
import { AirReservationMissing } from './air-reservation-page'
import { airCancellationQuoteQueryOptions, airReservationViewQueryOptions } from './air-reservations.queries'
import { airTripText } from '~/i18n/plain/air-trip'

const route = getRouteApi('/_member/reservations/cancel/air')

export function AirCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <AirReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(airReservationViewQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(airCancellationQuoteQueryOptions(reservationId))
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <AirReservationMissing />
  const bound = reservation.value.itinerary.bounds[0]!
  const first = bound.segments[0]!
  const title = `${first.from.city} to ${bound.segments.at(-1)!.to.city}`
  return (
    <CancelReservation
      reservationId={reservationId}
      quote={quote.value}
      words={{ question: airTripText('cancel.cancel-your-flights', { title }), button: airTripText('cancel.cancel-reservation'), keep: airTripText('cancel.keep-my-reservation'), cancelled: airTripText('cancel.reservation-cancelled'), notCancellable: airTripText('cancel.this-reservation-can'), loading: airTripText('cancel.cancelling-your-flights') }}
      subtitle={title}
      details={
        <p>
          Reservation {reservationId}, departing {first.departure.slice(0, 10)}.
        </p>
      }
      resultSummary={`${title}, reservation ${reservationId}`}
      keepLink={(text) => (
        <Link to="/reservations/view/air" search={{ reservationId }} className={reservationLinkClass}>
          {text}
        </Link>
      )}
      cancel={(idempotencyKey) => airReservationsCancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      onCancelled={(outcome) => queryClient.setQueryData(airReservationViewQueryOptions(reservationId).queryKey, outcome)}
    />
  )
}
