// Cancelling a hotel reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { hotelReservationsCancel } from '@server/bff/functions/hotel.functions'
import { lineCancelPage } from '~/features/reservations/cancel-reservation'
import { formatStayDate } from '~/lib/format/stay-date'
import { formatPriceFull } from '~/lib/format/money'
import { reservationsText } from '~/i18n/plain/reservations'
import { hotelReservations } from './hotel-reservation-page'
import { hotelCancellationQuoteQueryOptions } from './hotel.queries'

/** What cancelling does to the part of a stay due at the hotel (issue 36, fifth pass item 6: the page said nothing of it). */
export const dueAtHotelWords = (price: { dueAtProperty: number; currency: string }) => reservationsText('hotel-cancel.due-at-hotel', { amount: formatPriceFull(price.dueAtProperty, { currency: price.currency }) })

export const HotelCancelPage = lineCancelPage({ ...hotelReservations, quoteQuery: hotelCancellationQuoteQueryOptions, cancel: hotelReservationsCancel }, ({ reservationId, hotel, stay, price }) => {
  const dates = { checkIn: formatStayDate(stay.checkIn), checkOut: formatStayDate(stay.checkOut) }
  return {
    words: {
      question: reservationsText('hotel-cancel.question', { hotel: hotel.name }),
      button: reservationsText('hotel-cancel.button'),
      keep: reservationsText('hotel-cancel.keep'),
      cancelled: reservationsText('hotel-cancel.cancelled'),
      notCancellable: reservationsText('hotel-cancel.not-cancellable'),
      loading: reservationsText('hotel-cancel.loading'),
    },
    subtitle: hotel.name,
    details: (
      <>
        <p>{reservationsText('hotel-cancel.details', { reservationId, ...dates })}</p>
        {/* What is due at the hotel is never ours to refund: said, not left out (issue 36, fifth pass item 6). */}
        {price.dueAtProperty > 0 && <p>{dueAtHotelWords(price)}</p>}
      </>
    ),
    resultSummary: reservationsText('hotel-cancel.summary', { hotel: hotel.name, ...dates }),
  }
})
