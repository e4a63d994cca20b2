// Cancelling a flight reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { airReservationsCancel } from '@server/bff/functions/air.functions'
import { lineCancelPage } from '~/features/reservations/cancel-reservation'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatStayDate } from '~/lib/format/stay-date'
import { airReservations, airReservationTitle } from './air-reservation-page'
import { airCancellationQuoteQueryOptions } from './air.queries'
import { airTripText } from '~/i18n/plain/air-trip'

export const AirCancelPage = lineCancelPage({ ...airReservations, quoteQuery: airCancellationQuoteQueryOptions, cancel: airReservationsCancel }, (reservation) => {
  const title = airReservationTitle(reservation)
  const { reservationId } = reservation
  const first = reservation.itinerary.bounds[0]!.segments[0]!
  return {
    words: { question: airTripText('cancel.cancel-your-flights', { title }), button: airTripText('cancel.cancel-reservation'), keep: airTripText('cancel.keep-my-reservation'), cancelled: airTripText('cancel.reservation-cancelled'), notCancellable: airTripText('cancel.this-reservation-can'), loading: airTripText('cancel.cancelling-your-flights') },
    subtitle: title,
    details: <p>{airTripText('cancel.details', { reservationId, date: inVenueTime(formatStayDate(first.departure), first.from.timeZone) })}</p>,
    resultSummary: `${title}, reservation ${reservationId}`,
  }
})
