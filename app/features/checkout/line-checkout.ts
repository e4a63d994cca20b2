// The booking and the form's values of a line whose checkout page sends the catalogue's booking events itself
// (§R3 analytics; car rentals, dining, tours and transfers): Started once the request is valid, Completed with
// the reservation, and the traveller saved to the member's profiles once booked, where asked.
import type { AnalyticsEventName } from '@contracts/analytics/analytics-catalogue'
import { useTrackEvent } from '~/features/analytics/use-track-event'
import { useBooking, type BookingOptions, type BookingOutcome } from './checkout-booking'
import { useCheckoutValues } from './checkout-values'
import { saveTravelerOnceBooked } from './saved-travelers'

/** The product word of the catalogue's booking events (`Dining` of `Dining Booking Started`): a line's comes with its events. */
type BookedProduct = { [Name in AnalyticsEventName]: Name extends `${infer Product} Booking Started` ? Product : never }[AnalyticsEventName]

export function useLineCheckout<Request extends { payment: { mode: number } }>({ product, productId, quote, book, ...options }: Omit<BookingOptions<Request>, 'book' | 'onStarted' | 'onBooked' | 'onSubmit'> & {
  product: BookedProduct
  productId: string
  quote: { paymentModes: readonly number[]; price: { total: number; currency: string } }
  /** The line's book server function, answering the platform's outcome. */
  book: (input: { data: { body: Request; headers: { 'idempotency-key': string } } }) => Promise<BookingOutcome>
}) {
  const track = useTrackEvent()
  const analytics = (request: Request) => ({ productId, totalAmount: quote.price.total, currency: quote.price.currency, paymentMode: String(request.payment.mode) })
  const booking = useBooking<Request>({
    ...options,
    book: (request, idempotencyKey) => book({ data: { body: request, headers: { 'idempotency-key': idempotencyKey } } }),
    onStarted: (request) => track(`${product} Booking Started` satisfies AnalyticsEventName, analytics(request)),
    onBooked: async (request, reservationId) => {
      track(`${product} Booking Completed` satisfies AnalyticsEventName, { ...analytics(request), reservationId })
      await saveTravelerOnceBooked(checkout.values)
    },
  })
  const checkout = useCheckoutValues(options.storageKey, quote.paymentModes, booking)
  return { booking, ...checkout }
}
