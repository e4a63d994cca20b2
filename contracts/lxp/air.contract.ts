// Flights (air) on the travel platform: search, an itinerary's details, checkout quote and booking,
// and the air reservation's view and cancellation (§D4).
import { initContract } from '@ts-rest/core'
import { ApiErrorsSchema, commonErrorResponses } from '../api/api-error'
import {
  AirFareCalendarRequestSchema,
  AirFareCalendarSchema,
  AirFareGridRequestSchema,
  AirFareGridSchema,
  AirOfferIdSchema,
  AirOfferQuerySchema,
  AirOfferSchema,
  AirSearchCriteriaSchema,
  AirSearchResultSchema,
} from './air.schema'
import {
  AirExchangeBookRequestSchema,
  AirExchangeQuoteRequestSchema,
  AirExchangeQuoteSchema,
  AirExchangeSearchResultSchema,
  AirExchangeSearchSchema,
} from './air-exchange.schema'
import { AirBookRequestSchema, AirQuoteRequestSchema, AirQuoteSchema, AirReservationSchema } from './air-checkout.schema'
import { reservationRoutes } from './reservation-routes'
import { withTag } from './route-metadata'
import { changeBookRoute, changeReadRoute } from './change-routes'
import { checkoutRoutes } from './checkout-routes'
import { offerRoutes, searchRoutes } from './shopping-routes'
import { flightSalesCutOffMinutes } from '../domain/venue-time'

const c = initContract()

export const airContract = c.router({
  ...searchRoutes('air', { criteria: AirSearchCriteriaSchema, result: AirSearchResultSchema }, {
    summary: 'Search flights, one-way or round trip, with filters, sort and paging',
    description:
      `Direct and one-stop itineraries between the airports of the origin and destination (an IATA code or a city). Each itinerary carries its fare families (Basic, Standard, Flex) with the total for all passengers in integer minor units; facets count itineraries by stops and carrier. Only flights leaving more than ${flightSalesCutOffMinutes} minutes from now (the departure airport's clock) are offered; a departure date already past there answers INVALID_DATES. A sanctioned destination answers E0000023.`,
  }),
  fareCalendar: {
    method: 'POST',
    path: '/air/fare-calendar',
    summary: 'The lowest fare of each departure day, for a date picker',
    description:
      'For each day from `from` to `to` (at most 62 days): the lowest total fare for the passengers and cabin departing that day, one way, or for a round trip returning `tripDays` later. It is the `facets.price.min` that POST /air/search answers for those dates. `null` for a day with no flight that can be sold (past, beyond the 330-day horizon, no seats). Unknown, equal or sanctioned places are refused as the search refuses them.',
    body: AirFareCalendarRequestSchema,
    responses: { 200: AirFareCalendarSchema, 422: ApiErrorsSchema, ...commonErrorResponses },
    metadata: { retry: 'read' },
  },
  fareGrid: {
    method: 'POST',
    path: '/air/fare-grid',
    summary: 'Lowest fares three days either side of the searched dates',
    description:
      "A round trip's departure days × return days (7 × 7 cells), or a one-way trip's seven departure days, each with the lowest total fare POST /air/search answers for those dates (its `facets.price.min`). A cell is `null` when the return would be before the departure or nothing can be sold.",
    body: AirFareGridRequestSchema,
    responses: { 200: AirFareGridSchema, 422: ApiErrorsSchema, ...commonErrorResponses },
    metadata: { retry: 'read' },
  },
  ...offerRoutes('air', 'offerId', { id: AirOfferIdSchema, query: AirOfferQuerySchema, offer: AirOfferSchema }, {
    summary: 'An itinerary with its fare families, baggage, rules and seat maps',
    description: `TIME_PASSED (422) once the first flight of a bound leaves within ${flightSalesCutOffMinutes} minutes (sales close), naming the departure airport's local time; the checkout quote and the booking refuse it alike.`,
  }),
  ...checkoutRoutes('air', { selection: AirQuoteRequestSchema, quote: AirQuoteSchema, bookRequest: AirBookRequestSchema }, {
    quote: {
      summary: 'Price an itinerary and fare family for checkout',
      description: 'The fare and bags due now, the payment modes this traveller may use (CASH 0, POINTS 1, SPLIT 2, PLAN 3), points needed and earned, the plan and the trip protection offer. SOLD_OUT (422) when the seats are gone.',
    },
    book: {
      summary: 'Book flights (idempotent)',
      description: 'Needs an `idempotency-key` header: a retry with the same key and body answers the first booking again; the same key with another body is refused (422). PRICE_CHANGED (409) when the amount due differs from `expectedDueNow`; SOLD_OUT, SEAT_TAKEN, INSUFFICIENT_POINTS, PAYMENT_NOT_ALLOWED and CARD_DECLINED answer 422 in `bookErrors`. Seats are taken and points debited in one transaction. Only the masked card is kept.',
    },
  }),
  exchangeSearch: changeReadRoute('/air/exchange/:reservationId/search', { body: AirExchangeSearchSchema, answer: AirExchangeSearchResultSchema }, {
    summary: 'Flights on new dates to exchange a booked itinerary for',
    description: `Same route, cabin, passengers and fare family. Each item carries \`exchange\`: the fare difference, the change fee and what is due or given back, computed as the quote and the exchange charge it. Basic fares are not changeable, nor a trip that has started: NOT_CHANGEABLE (422) in \`modifyErrors\`; ALREADY_CANCELLED (409) for a cancelled booking; INVALID_CRITERIA (422) without a return date for a round trip.`,
  }),
  exchangeQuote: changeReadRoute('/air/exchange/:reservationId/quote', { body: AirExchangeQuoteRequestSchema, answer: AirExchangeQuoteSchema }, {
    summary: 'Price an exchange: the fare difference and the change fee',
    description: `A higher fare is paid with the change fee, by card, points or both (the quote carries the payment modes and points like a checkout quote; trip protection is not offered on a change); a cheaper one is given back as points (when the trip was paid with points) or travel credit, less the fee. \`seats\` says which chosen seats carry over (the same seat free on the new flight) and which will be assigned anew; \`seatMaps\` are the new flights' seat maps, for choosing seats there (a flight the change keeps keeps every seat). INVALID_CRITERIA (422) for other routes, cabins or the same flights; SOLD_OUT (422) when too few seats are left.`,
  }),
  exchangeBook: changeBookRoute('/air/exchange/:reservationId/book', { body: AirExchangeBookRequestSchema, reservation: AirReservationSchema }, {
    summary: 'Exchange the flights of a reservation (idempotent)',
    description: `Needs an \`idempotency-key\` header; a retry answers the first exchange again. Releases the old seats, keeps every seat on a flight the change keeps, seats each passenger where \`seats\` chooses on a new flight (one of the quote's \`seatMaps\`; INVALID_CRITERIA (422) for another flight, SEAT_TAKEN (422) for a seat not free there), else on the same seat when it is free, else on one assigned, and records the exchange on the reservation. The amount due is paid by \`payment\` (as a booking: CASH with a card, POINTS, SPLIT); PAYMENT_NOT_ALLOWED (422) without a payment when something is due, INSUFFICIENT_POINTS and CARD_DECLINED (422) as for a booking. PRICE_CHANGED (409) when the amount due differs from \`expectedAmountDue\`; 400 without \`acceptTerms: true\`.`,
  }),
})

export const airReservationsContract = reservationRoutes('air', { reservation: AirReservationSchema }, {
  reservation: 'a flight reservation',
  policy: 'Free within 24 hours of booking; afterwards Flex refunds in full, Standard less a fee per passenger, Basic only the taxes.',
  cancellation: 'Gives back the seats and the points; ALREADY_CANCELLED (409) or NOT_CANCELLABLE (422) in `cancelErrors`.',
})

/** The flight routes as one router, composed into lxpContract under `air`, each in its group of the API reference (`withTag`: the OpenAPI tag). */
export const airLxpContract = c.router({ ...withTag(airContract, { name: 'Flights', description: 'Flight search with fare families, an offer, quote, booking and date changes of a booked flight.' }), reservations: withTag(airReservationsContract, { name: 'Flight reservations', description: 'View and cancel a flight booking.' }) })
