// Cancelling a dining reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { diningReservationsCancel } from '@server/bff/functions/dining.functions'
import { lineCancelPage } from '~/features/reservations/cancel-reservation'
import { diningTripText } from '~/i18n/plain/dining-trip'
import { diningReservations } from './dining-confirmation-page'
import { formatParty, formatSeating } from './dining-format'
import { diningCancellationQuoteQueryOptions } from './dining.queries'
import { inVenueTime } from '~/lib/format/instant-day'

export const DiningCancelPage = lineCancelPage({ ...diningReservations, quoteQuery: diningCancellationQuoteQueryOptions, cancel: diningReservationsCancel }, ({ reservationId, restaurant, booking, option }) => {
  const title = diningTripText('cancel.title', { restaurantName: restaurant.name, what: option.kind === 'TABLE' ? diningTripText('cancel.table') : option.name.toLowerCase(), partySize: booking.partySize })
  return {
    words: { question: diningTripText('cancel.cancel-your-table'), button: diningTripText('cancel.cancel-reservation'), keep: diningTripText('cancel.keep-my-reservation'), cancelled: diningTripText('cancel.reservation-cancelled'), notCancellable: diningTripText('cancel.this-reservation-can'), loading: diningTripText('cancel.cancelling-your-reservation') },
    subtitle: title,
    details: (
      <p>
        {diningTripText('cancel.details', { reservationId, restaurantName: restaurant.name, seating: inVenueTime(formatSeating(booking.date, booking.time), restaurant.timeZone), party: formatParty(booking.partySize), option: option.name })}
      </p>
    ),
    resultSummary: title,
  }
})
