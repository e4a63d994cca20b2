// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `activity` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** POST /api/lxp/activity/search: Search tours (kind tour) or airport transfers (kind transport) */
export const activitySearch = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.activity.search>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.search, data))

/** GET /api/lxp/activity/offers/:activityId: A tour or transfer with its options and availability on a date */
export const activityOffer = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.activity.offer>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.offer, data))

/** POST /api/lxp/activity/checkout/quote: Price a chosen option, date and time for checkout */
export const activityQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.activity.quote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.quote, data))

/** POST /api/lxp/activity/book: Book a tour or transfer (idempotent) */
export const activityBook = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.activity.book>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.book, data))

/** GET /api/lxp/reservations/activity/:reservationId: A tour or transfer in full */
export const activityReservationsView = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.activity.reservations.view>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.reservations.view, data))

/** POST /api/lxp/reservations/activity/:reservationId/cancel/quote: What cancelling a tour or transfer would give back now */
export const activityReservationsCancelQuote = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.activity.reservations.cancelQuote>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.reservations.cancelQuote, data))

/** POST /api/lxp/reservations/activity/:reservationId/cancel: Cancel a tour or transfer (idempotent) */
export const activityReservationsCancel = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.activity.reservations.cancel>) => input)
  .handler(({ data }) => relayForPage(lxpContract.activity.reservations.cancel, data))
