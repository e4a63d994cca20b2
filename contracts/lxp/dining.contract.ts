// Dining routes of the lxp contract: restaurant search, a restaurant's time slots and booking options,
// checkout quote, booking, and the reservation's view, cancellation quote and cancellation (§D4).
import { initContract } from '@ts-rest/core'
import {
  DiningBookRequestSchema,
  DiningOfferQuerySchema,
  DiningOfferSchema,
  DiningQuoteSchema,
  DiningReservationSchema,
  DiningSearchCriteriaSchema,
  DiningSearchResultSchema,
  DiningSelectionSchema,
  RestaurantIdSchema,
} from './dining.schema'
import { reservationRoutes } from './reservation-routes'
import { withTag } from './route-metadata'
import { checkoutRoutes } from './checkout-routes'
import { offerRoutes, searchRoutes } from './shopping-routes'

const c = initContract()

const refusals =
  'Refusals in the error object: TIME_PASSED (the seating has passed in the restaurant’s time zone), PARTY_TOO_LARGE (more guests than the restaurant seats at one table), RESTAURANT_CLOSED (closed that day or at that time), SLOT_SOLD_OUT (the seating has no room left for the party), INVALID_DATES (beyond 180 days), E0000023 sanctioned destination.'

export const diningContract = c.router({
  ...searchRoutes('dining', { criteria: DiningSearchCriteriaSchema, result: DiningSearchResultSchema }, {
    summary: 'Search restaurants with filters, sort and paging',
    description: `Restaurants of a destination open on the date that seat the party, each with its seatings around the wished time and how many covers are left. Prices in integer minor units; facets count the restaurants for each filter value. ${refusals}`,
  }, 'reader'),
  ...offerRoutes('dining', 'restaurantId', { id: RestaurantIdSchema, query: DiningOfferQuerySchema, offer: DiningOfferSchema }, {
    summary: 'A restaurant with its time slots and booking options for a party',
    description: `Cuisine, price level, description, address, opening hours, dress code, menu highlights, accessibility and TRIP_ADVISOR reviews; the seatings around the wished time with availability; the booking options (a table, free or with a deposit per person, and set menus prepaid per person), each priced for the party with its cancellation policy. A day the restaurant is closed answers no seatings and a note. ${refusals}`,
  }, 'reader'),
  ...checkoutRoutes('dining', { selection: DiningSelectionSchema, quote: DiningQuoteSchema, bookRequest: DiningBookRequestSchema }, {
    quote: {
      summary: 'Price a chosen seating and booking option for checkout',
      description: `The price due now, the cancellation policy (free until some hours before, then a fee), the payment modes this traveller may use (CASH 0, POINTS 1, SPLIT 2, PLAN 3), points needed and available, points earned, the payment plan and the trip protection offer. A free table needs a card as a guarantee. ${refusals}`,
    },
    book: {
      summary: 'Book a table or a set menu (idempotent)',
      description: `Needs an \`idempotency-key\` header: a retry with the same key and body answers the first booking again; the same key with another body is refused (422). PRICE_CHANGED (409), SLOT_SOLD_OUT, INSUFFICIENT_POINTS, PAYMENT_NOT_ALLOWED, CARD_DECLINED and the refusals above answer in \`bookErrors\`. The card number and CVV are used once and never stored.`,
    },
  }),
})

export const diningReservationsContract = reservationRoutes('dining', { reservation: DiningReservationSchema }, {
  reservation: 'a dining reservation',
  policy: 'Free until the policy’s hours before the seating; later, the late fee comes out of what was prepaid (card first, then points), or is charged to the guarantee card when nothing was.',
  cancellation: 'Gives back the seats and the points; refuses with NOT_CANCELLABLE (422) or ALREADY_CANCELLED (409) in `cancelErrors`.',
})

/** The dining routes as one router, composed into lxpContract under `dining`, each in its group of the API reference (`withTag`: the OpenAPI tag). */
export const diningLxpContract = c.router({ ...withTag(diningContract, { name: 'Dining', description: 'Restaurants with their free times, a restaurant’s page, quote and booking.' }), reservations: withTag(diningReservationsContract, { name: 'Dining reservations', description: 'View and cancel a restaurant booking.' }) })
