// Cancelling a car rental, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { carReservationsCancel } from '@server/bff/functions/car.functions'
import { CancelReservation, reservationLinkClass } from '~/features/reservations/cancel-reservation'
import { CarReservationMissing } from './car-confirmation-page'
import { formatRentalMoment } from './car-format'
import { carCancellationQuoteQueryOptions, carReservationQueryOptions } from './car.queries'
import { carTripText } from '~/i18n/plain/car-trip'

const route = getRouteApi('/_member/reservations/cancel/car')

export function CarCancelPage() {
  const { reservationId } = route.useSearch()
  if (!reservationId) return <CarReservationMissing />
  return <CancelReview reservationId={reservationId} />
}

function CancelReview({ reservationId }: { reservationId: string }) {
  const { data: reservation } = useSuspenseQuery(carReservationQueryOptions(reservationId))
  const { data: quote } = useSuspenseQuery(carCancellationQuoteQueryOptions(reservationId))
  const queryClient = useQueryClient()
  if (!reservation.ok || !quote.ok) return <CarReservationMissing />
  const { offer, rental } = reservation.value
  const title = `${offer.vehicle.model} or similar, ${offer.supplier.name}`
  return (
    <CancelReservation
      reservationId={reservationId}
      quote={quote.value}
      words={{ question: carTripText('cancel.cancel-your-car'), button: carTripText('cancel.cancel-car-rental'), keep: carTripText('cancel.keep-my-car'), cancelled: carTripText('cancel.car-rental-cancelled'), notCancellable: carTripText('cancel.this-car-rental'), loading: carTripText('cancel.cancelling-your-car') }}
      subtitle={title}
      details={
        <p>
          Reservation {reservationId}: {title}, {formatRentalMoment(rental.pickUpDate, rental.pickUpTime)} to {formatRentalMoment(rental.dropOffDate, rental.dropOffTime)}.
        </p>
      }
      resultSummary={title}
      keepLink={(text) => (
        <Link to="/reservations/view/car" search={{ reservationId }} className={reservationLinkClass}>
          {text}
        </Link>
      )}
      cancel={(idempotencyKey) => carReservationsCancel({ data: { params: { reservationId }, headers: { 'idempotency-key': idempotencyKey } } })}
      onCancelled={(outcome) => queryClient.setQueryData(carReservationQueryOptions(reservationId).queryKey, outcome)}
    />
  )
}
