// Cancelling a hotel reservation, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { hotelReservationsCancel } from '@server/bff/functions/hotel.functions'
import { CancelReservationPage } from '~/features/reservations/cancel-reservation'
import { formatStayDate } from '~/lib/format/stay-date'
import { reservationsText } from '~/i18n/plain/reservations'
import { hotelReservations } from './hotel-reservation-page'
import { cancellationQuoteQueryOptions } from './hotel-reservations.queries'

export function HotelCancelPage() {
  return (
    <CancelReservationPage
      {...hotelReservations}
      quoteQuery={cancellationQuoteQueryOptions}
      cancel={hotelReservationsCancel}
      describe={({ reservationId, hotel, stay }) => {
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
          details: <p>{reservationsText('hotel-cancel.details', { reservationId, ...dates })}</p>,
          resultSummary: reservationsText('hotel-cancel.summary', { hotel: hotel.name, ...dates }),
        }
      }}
    />
  )
}
