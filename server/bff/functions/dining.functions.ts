// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `dining` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** POST /api/lxp/dining/search: Search restaurants with filters, sort and paging */
export const diningSearch = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.dining.search>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.search, data))

/** GET /api/lxp/dining/offers/:restaurantId: A restaurant with its time slots and booking options for a party */
export const diningOffer = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.dining.offer>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.offer, data))

/** POST /api/lxp/dining/checkout/quote: Price a chosen seating and booking option for checkout */
export const diningQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.dining.quote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.quote, data))

/** POST /api/lxp/dining/book: Book a table or a set menu (idempotent) */
export const diningBook = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.dining.book>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.book, data))

/** GET /api/lxp/reservations/dining/:reservationId: A dining reservation in full */
export const diningReservationsView = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.dining.reservations.view>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.reservations.view, data))

/** POST /api/lxp/reservations/dining/:reservationId/cancel/quote: What cancelling a dining reservation would give back now */
export const diningReservationsCancelQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.dining.reservations.cancelQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.reservations.cancelQuote, data))

/** POST /api/lxp/reservations/dining/:reservationId/cancel: Cancel a dining reservation (idempotent) */
export const diningReservationsCancel = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.dining.reservations.cancel>) => input)
  .handler(({ data }) => relayForPage(lxpContract.dining.reservations.cancel, data))
