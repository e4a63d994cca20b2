// Cancelling a dining reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { diningReservationsCancel } from '@server/bff/functions/dining.functions'
import { CancelReservationPage } from '~/features/reservations/cancel-reservation'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { diningReservations } from './dining-confirmation-page'
import { formatParty, formatSeating } from './dining-format'
import { diningCancellationQuoteQueryOptions } from './dining.queries'

export function DiningCancelPage() {
  return (
    <CancelReservationPage
      {...diningReservations}
      quoteQuery={diningCancellationQuoteQueryOptions}
      cancel={diningReservationsCancel}
      describe={({ reservationId, restaurant, booking, option }) => {
        const title = `${restaurant.name}, ${option.kind === 'TABLE' ? 'table' : option.name.toLowerCase()} for ${booking.partySize}`
        return {
          words: { question: diningTripText('cancel.cancel-your-table'), button: diningTripText('cancel.cancel-reservation'), keep: diningTripText('cancel.keep-my-reservation'), cancelled: diningTripText('cancel.reservation-cancelled'), notCancellable: diningTripText('cancel.this-reservation-can'), loading: diningTripText('cancel.cancelling-your-reservation') },
          subtitle: title,
          details: (
            <p>
              Reservation {reservationId}: {restaurant.name}, {formatSeating(booking.date, booking.time)}, {formatParty(booking.partySize)} ({option.name}).
            </p>
          ),
          resultSummary: title,
        }
      }}
    />
  )
}
