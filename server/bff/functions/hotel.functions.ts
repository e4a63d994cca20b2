// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `hotel` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** GET /api/lxp/hotel/destinations: Destination and hotel suggestions for a search box */
export const hotelDestinations = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.hotel.destinations>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.destinations, data))

/** POST /api/lxp/hotel/search: Search hotels with filters, sort and paging */
export const hotelSearch = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.search>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.search, data))

/** POST /api/lxp/hotel/price-calendar: The lowest nightly price of each check-in day, for a date picker */
export const hotelPriceCalendar = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.priceCalendar>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.priceCalendar, data))

/** GET /api/lxp/hotel/offers/:hotelId: A hotel with its rooms and rates for a stay */
export const hotelOffer = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.hotel.offer>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.offer, data))

/** POST /api/lxp/hotel/compare: Two to four hotels side by side for one stay */
export const hotelCompare = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.compare>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.compare, data))

/** POST /api/lxp/hotel/checkout/quote: Price a chosen room and rate for checkout */
export const hotelQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.quote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.quote, data))

/** POST /api/lxp/hotel/book: Book a room (idempotent) */
export const hotelBook = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.book>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.book, data))

/** POST /api/lxp/hotel/change/:reservationId/quote: Price new dates or guests for a booked stay */
export const hotelStayChangeQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.stayChangeQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.stayChangeQuote, data))

/** POST /api/lxp/hotel/change/:reservationId/book: Change the dates or guests of a booked stay (idempotent) */
export const hotelStayChange = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.stayChange>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.stayChange, data))

/** GET /api/lxp/reservations/hotel/:reservationId: A hotel reservation in full */
export const hotelReservationsView = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.hotel.reservations.view>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.reservations.view, data))

/** POST /api/lxp/reservations/hotel/:reservationId/cancel/quote: What cancelling a hotel reservation would give back now */
export const hotelReservationsCancelQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.reservations.cancelQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.reservations.cancelQuote, data))

/** POST /api/lxp/reservations/hotel/:reservationId/cancel: Cancel a hotel reservation (idempotent) */
export const hotelReservationsCancel = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.hotel.reservations.cancel>) => input)
  .handler(({ data }) => relayForPage(lxpContract.hotel.reservations.cancel, data))
