// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `air` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** POST /api/lxp/air/search: Search flights, one-way or round trip, with filters, sort and paging */
export const airSearch = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.search>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.search, data))

/** POST /api/lxp/air/fare-calendar: The lowest fare of each departure day, for a date picker */
export const airFareCalendar = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.fareCalendar>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.fareCalendar, data))

/** POST /api/lxp/air/fare-grid: Lowest fares three days either side of the searched dates */
export const airFareGrid = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.fareGrid>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.fareGrid, data))

/** GET /api/lxp/air/offers/:offerId: An itinerary with its fare families, baggage, rules and seat maps */
export const airOffer = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.air.offer>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.offer, data))

/** POST /api/lxp/air/checkout/quote: Price an itinerary and fare family for checkout */
export const airQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.quote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.quote, data))

/** POST /api/lxp/air/book: Book flights (idempotent) */
export const airBook = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.book>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.book, data))

/** POST /api/lxp/air/exchange/:reservationId/search: Flights on new dates to exchange a booked itinerary for */
export const airExchangeSearch = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.exchangeSearch>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.exchangeSearch, data))

/** POST /api/lxp/air/exchange/:reservationId/quote: Price an exchange: the fare difference and the change fee */
export const airExchangeQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.exchangeQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.exchangeQuote, data))

/** POST /api/lxp/air/exchange/:reservationId/book: Exchange the flights of a reservation (idempotent) */
export const airExchangeBook = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.exchangeBook>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.exchangeBook, data))

/** GET /api/lxp/reservations/air/:reservationId: A flight reservation in full */
export const airReservationsView = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.air.reservations.view>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.reservations.view, data))

/** POST /api/lxp/reservations/air/:reservationId/cancel/quote: What cancelling a flight reservation would give back now */
export const airReservationsCancelQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.reservations.cancelQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.reservations.cancelQuote, data))

/** POST /api/lxp/reservations/air/:reservationId/cancel: Cancel a flight reservation (idempotent) */
export const airReservationsCancel = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.air.reservations.cancel>) => input)
  .handler(({ data }) => relayForPage(lxpContract.air.reservations.cancel, data))
