// Cancelling a dining reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { diningReservationsCancel } from '@server/bff/functions/dining.functions'
import { CancelReservation, reservationLinkClass } from '~/features/reservations/cancel-reservation'
import { formatParty, formatSeating } from './dining-format'
import { DiningReservationMissing } from './dining-reservation-missing'
import { diningCancellationQuoteQueryOptions, diningReservationQueryOptions } from './dining.queries'
import { diningTripText } from '~/i18n/plain/dining-trip'

const route = getRouteApi('/_member/reservations/cancel/dining')

export function DiningCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <DiningReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(diningReservationQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(diningCancellationQuoteQueryOptions(reservationId))
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <DiningReservationMissing />
  const { restaurant, booking, option } = reservation.value
  const title = `${restaurant.name}, ${option.kind === 'TABLE' ? 'table' : option.name.toLowerCase()} for ${booking.partySize}`
  return (
    <CancelReservation
      reservationId={reservationId}
      quote={quote.value}
      words={{ question: diningTripText('cancel.cancel-your-table'), button: diningTripText('cancel.cancel-reservation'), keep: diningTripText('cancel.keep-my-reservation'), cancelled: diningTripText('cancel.reservation-cancelled'), notCancellable: diningTripText('cancel.this-reservation-can'), loading: diningTripText('cancel.cancelling-your-reservation') }}
      subtitle={title}
      details={
        <p>
          Reservation {reservationId}: {restaurant.name}, {formatSeating(booking.date, booking.time)}, {formatParty(booking.partySize)} ({option.name}).
        </p>
      }
      resultSummary={title}
      keepLink={(text) => (
        <Link to="/reservations/view/dining" search={{ reservationId }} className={reservationLinkClass}>
          {text}
        </Link>
      )}
      cancel={(idempotencyKey) => diningReservationsCancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      onCancelled={(outcome) => queryClient.setQueryData(diningReservationQueryOptions(reservationId).queryKey, outcome)}
    />
  )
}
