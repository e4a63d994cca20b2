// Cancelling a car rental, on the shared cancellation review (reservations/cancel-reservation.tsx).
import { carReservationsCancel } from '@server/bff/functions/car.functions'
import { lineCancelPage } from '~/features/reservations/cancel-reservation'
import { carTripText } from '~/i18n/plain/car-trip'
import { carReservations } from './car-confirmation-page'
import { formatRentalMoment } from './car-format'
import { carCancellationQuoteQueryOptions } from './car.queries'
import { inVenueTime } from '~/lib/format/instant-day'

export const CarCancelPage = lineCancelPage({ ...carReservations, quoteQuery: carCancellationQuoteQueryOptions, cancel: carReservationsCancel }, ({ reservationId, offer, rental }) => {
  const title = carTripText('cancel.title', { model: offer.vehicle.model, supplierName: offer.supplier.name })
  return {
    words: { question: carTripText('cancel.cancel-your-car'), button: carTripText('cancel.cancel-car-rental'), keep: carTripText('cancel.keep-my-car'), cancelled: carTripText('cancel.car-rental-cancelled'), notCancellable: carTripText('cancel.this-car-rental'), loading: carTripText('cancel.cancelling-your-car') },
    subtitle: title,
    details: (
      <p>
        {carTripText('cancel.details', { reservationId, title, from: inVenueTime(formatRentalMoment(rental.pickUpDate, rental.pickUpTime), offer.pickUpLocation.timeZone), to: inVenueTime(formatRentalMoment(rental.dropOffDate, rental.dropOffTime), offer.dropOffLocation.timeZone) })}
      </p>
    ),
    resultSummary: title,
  }
})
