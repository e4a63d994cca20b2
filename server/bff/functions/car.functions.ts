// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `car` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** POST /api/lxp/car/search: Search rental cars with filters, sort and paging */
export const carSearch = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.car.search>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.search, data))

/** GET /api/lxp/car/offers/:offerId: A rental car with its extras, rental rules and price for a rental */
export const carOffer = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.car.offer>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.offer, data))

/** POST /api/lxp/car/checkout/quote: Price a chosen car and extras for checkout */
export const carQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.car.quote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.quote, data))

/** POST /api/lxp/car/book: Book a rental car (idempotent) */
export const carBook = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.car.book>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.book, data))

/** GET /api/lxp/reservations/car/:reservationId: A car rental in full */
export const carReservationsView = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.car.reservations.view>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.reservations.view, data))

/** POST /api/lxp/reservations/car/:reservationId/cancel/quote: What cancelling a car rental would give back now */
export const carReservationsCancelQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.car.reservations.cancelQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.reservations.cancelQuote, data))

/** POST /api/lxp/reservations/car/:reservationId/cancel: Cancel a car rental (idempotent) */
export const carReservationsCancel = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.car.reservations.cancel>) => input)
  .handler(({ data }) => relayForPage(lxpContract.car.reservations.cancel, data))
