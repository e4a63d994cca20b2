// Hotel stays on the travel platform: destination suggestions, search, the price calendar, a hotel's
// offer, comparison, checkout quote and booking, a stay's change, and the hotel reservation's view and
// cancellation (§D4).
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema, commonErrorResponses } from '../api/api-error'
import { HotelBookRequestSchema, HotelQuoteSchema, HotelSelectionSchema, HotelStayChangeBookRequestSchema, HotelStayChangeQuoteSchema, HotelStayChangeRequestSchema } from './hotel-checkout.schema'
import { DestinationSuggestionSchema, HotelComparisonSchema, HotelCompareRequestSchema, HotelOfferQuerySchema, HotelOfferSchema, HotelPriceCalendarRequestSchema, HotelPriceCalendarSchema, HotelSearchCriteriaSchema, HotelSearchResultSchema } from './hotel.schema'
import { HotelReservationSchema } from './reservations.schema'
import { hotelStayLimits } from './hotel.constants'
import { reservationRoutes } from './reservation-routes'
import { withTag } from './route-metadata'
import { changeBookRoute, changeReadRoute } from './change-routes'
import { checkoutRoutes } from './checkout-routes'
import { offerRoutes, searchRoutes } from './shopping-routes'

const c = initContract()

export const hotelContract = c.router({
  destinations: {
    method: 'GET',
    path: '/hotel/destinations',
    summary: 'Destination and hotel suggestions for a search box',
    query: z.object({ query: z.string().trim().min(1).max(100), limit: z.coerce.number<number>().int().min(1).max(20).default(8) }),
    responses: { 200: z.object({ suggestions: z.array(DestinationSuggestionSchema) }), ...commonErrorResponses },
  },
  ...searchRoutes('hotel', { criteria: HotelSearchCriteriaSchema, result: HotelSearchResultSchema }, {
    summary: 'Search hotels with filters, sort and paging',
    description: 'All-in prices (taxes and fees included) in integer minor units; facets count the hotels for each filter value.',
  }, 'reader'),
  priceCalendar: {
    method: 'POST',
    path: '/hotel/price-calendar',
    summary: 'The lowest nightly price of each check-in day, for a date picker',
    description:
      `For each day from \`from\` to \`to\` (at most 62 days): the cheapest hotel's all-in average nightly price per room for a stay of \`nights\` nights starting that day, for the rooms and party asked. It is the lowest \`nightlyPrice\` that POST /hotel/search answers for that stay without filters (its \`facets.price.min\`). \`null\` for a day that cannot be booked (past, more than ${hotelStayLimits.maxDaysAhead} days ahead) or where nothing is free.`,
    body: HotelPriceCalendarRequestSchema,
    responses: { 200: HotelPriceCalendarSchema, 422: ApiErrorsSchema, ...commonErrorResponses },
    metadata: { retry: 'read' },
  },
  ...offerRoutes('hotel', 'hotelId', { id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a hotel id'), query: HotelOfferQuerySchema, offer: HotelOfferSchema }, {
    summary: 'A hotel with its rooms and rates for a stay',
    description: 'Every available room type and rate with the all-in price: nightly rates, taxes, fees, due now and due at the property.',
  }, 'reader'),
  compare: {
    method: 'POST',
    path: '/hotel/compare',
    summary: 'Two to four hotels side by side for one stay',
    description: 'Price (the cheapest bookable rate), rating, location, amenities, accessibility and policies of each hotel, with the union of amenities and features for one row each.',
    body: HotelCompareRequestSchema,
    responses: { 200: HotelComparisonSchema, 422: ApiErrorsSchema, ...commonErrorResponses },
    metadata: { retry: 'read', identity: 'reader' },
  },
  ...checkoutRoutes('hotel', { selection: HotelSelectionSchema, quote: HotelQuoteSchema, bookRequest: HotelBookRequestSchema }, {
    quote: {
      summary: 'Price a chosen room and rate for checkout',
      description: 'The all-in price with what is due now and at the hotel, the payment modes this traveller may use (CASH 0, POINTS 1, SPLIT 2, PLAN 3), the points needed and available, points earned, the payment plan and the trip protection offer. SOLD_OUT (422) when the rooms are gone.',
    },
    book: {
      summary: 'Book a room (idempotent)',
      description: 'Needs an `idempotency-key` header: a retry with the same key and body answers the first booking again (never a second booking); the same key with another body is refused. `expectedDueNow` is the amount the traveller agreed to: PRICE_CHANGED (409) when it differs. SOLD_OUT, INSUFFICIENT_POINTS, PAYMENT_NOT_ALLOWED and CARD_DECLINED answer 422 in `bookErrors`. The card number and CVV are used once and never stored.',
    },
  }),
  stayChangeQuote: changeReadRoute('/hotel/change/:reservationId/quote', { body: HotelStayChangeRequestSchema, answer: HotelStayChangeQuoteSchema }, {
    summary: "Price new dates or guests for a booked stay",
    description: `The same room type, rate and number of rooms, re-priced for the new stay: the difference in what is due now (\`amountDue\` to pay, payable by card, points or both as in a checkout quote, or \`refund\`, given back to the card first, then as points) and in what is due at the hotel. Only a refundable rate before its free cancellation deadline and before check-in may change: NOT_CHANGEABLE (422) in \`modifyErrors\` with the reason (a non-refundable rate, a passed deadline, a started stay); ALREADY_CANCELLED (409); INVALID_CRITERIA (422) for the stay already booked or too many guests for the room; SOLD_OUT (422) when the room is not free on the new dates; 400 when check-out is not after check-in.`,
  }),
  stayChange: changeBookRoute('/hotel/change/:reservationId/book', { body: HotelStayChangeBookRequestSchema, reservation: HotelReservationSchema }, {
    summary: 'Change the dates or guests of a booked stay (idempotent)',
    description: `Needs an \`idempotency-key\` header; a retry answers the first change again. Gives back the old room nights, takes the new ones, charges or refunds the difference and records the change on the reservation (\`changes\`). PRICE_CHANGED (409) when the amount due differs from \`expectedAmountDue\`; PAYMENT_NOT_ALLOWED (422) without a payment when something is due; INSUFFICIENT_POINTS and CARD_DECLINED (422) as for a booking; the refusals of the quote. 400 without \`acceptTerms: true\`.`,
  }),
})

/** Reservations after booking (§D4.6 "reservations"); members see theirs, guests give the email they booked with. */
export const hotelReservationsContract = reservationRoutes('hotel', { reservation: HotelReservationSchema }, {
  reservation: 'a hotel reservation',
  cancellation: 'Gives back the room nights and the points; refuses with NOT_CANCELLABLE (422) or ALREADY_CANCELLED (409) in `cancelErrors`.',
})

/** The hotel routes as one router, composed into lxpContract under `hotel`, each in its group of the API reference (`withTag`: the OpenAPI tag). */
export const hotelLxpContract = c.router({ ...withTag(hotelContract, { name: 'Hotels', description: 'Destination suggestions, hotel search with filters and facets, a hotel’s rooms and rates, comparison, quote and booking.' }), reservations: withTag(hotelReservationsContract, { name: 'Hotel reservations', description: 'View and cancel a hotel booking, as its member or the guest who made it.' }) })
