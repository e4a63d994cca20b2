// Car rental (mobility) routes of the lxp contract: search, offer, checkout quote, booking, and the
// reservation's view, cancellation quote and cancellation (§D4).
import { initContract } from '@ts-rest/core'
import {
  CarBookRequestSchema,
  CarOfferIdSchema,
  CarOfferQuerySchema,
  CarOfferSchema,
  CarQuoteSchema,
  CarReservationSchema,
  CarSearchCriteriaSchema,
  CarSearchResultSchema,
  CarSelectionSchema,
} from './car.schema'
import { reservationRoutes } from './reservation-routes'
import { withTag } from './route-metadata'
import { checkoutRoutes } from './checkout-routes'
import { offerRoutes, searchRoutes } from './shopping-routes'

const c = initContract()

const supplierFailures =
  'Supplier codes (§R8) in the error object: E1001019 pick-up outside the location’s working hours, E1001032 drop-off outside working hours, E1001016 drop-off before pick-up, E1001018 pick-up in the past, E0000023 sanctioned destination.'

export const carContract = c.router({
  ...searchRoutes('car', { criteria: CarSearchCriteriaSchema, result: CarSearchResultSchema }, {
    summary: 'Search rental cars with filters, sort and paging',
    description: `Cars free for the whole rental at the destination's airport counters and city offices that are open at pick-up and drop-off. Prices in integer minor units; facets count the offers for each filter value. ${supplierFailures}`,
  }),
  ...offerRoutes('car', 'offerId', { id: CarOfferIdSchema, query: CarOfferQuerySchema, offer: CarOfferSchema }, {
    summary: 'A rental car with its extras, rental rules and price for a rental',
    description: `Daily prices, one-way and young-driver fees, taxes, extras (priced per day with a maximum per rental), rental rules and the locations' opening hours. ${supplierFailures}`,
  }),
  ...checkoutRoutes('car', { selection: CarSelectionSchema, quote: CarQuoteSchema, bookRequest: CarBookRequestSchema }, {
    quote: {
      summary: 'Price a chosen car and extras for checkout',
      description: 'The all-in price, the payment modes this traveller may use (CASH 0, POINTS 1, SPLIT 2, PLAN 3), points needed and available, points earned, the payment plan and the trip protection offer. SOLD_OUT (422) when the cars are gone.',
    },
    book: {
      summary: 'Book a rental car (idempotent)',
      description: `Needs an \`idempotency-key\` header: a retry with the same key and body answers the first booking again; the same key with another body is refused (422). PRICE_CHANGED (409), SOLD_OUT, INSUFFICIENT_POINTS, PAYMENT_NOT_ALLOWED, CARD_DECLINED and the supplier codes answer in \`bookErrors\`. The card number and CVV are used once and never stored. ${supplierFailures}`,
    },
  }),
})

export const carReservationsContract = reservationRoutes('car', { reservation: CarReservationSchema }, {
  reservation: 'a car rental',
  cancellation: 'Gives back the car and the points; refuses with NOT_CANCELLABLE (422) or ALREADY_CANCELLED (409) in `cancelErrors`.',
})

/** The car routes as one router, composed into lxpContract under `car`, each in its group of the API reference (`withTag`: the OpenAPI tag). */
export const carLxpContract = c.router({ ...withTag(carContract, { name: 'Car rental', description: 'Cars for a pick-up and drop-off, a car’s extras and rules, quote and booking.' }), reservations: withTag(carReservationsContract, { name: 'Car rental reservations', description: 'View and cancel a car rental.' }) })
