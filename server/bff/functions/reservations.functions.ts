// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `reservations` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** POST /api/lxp/reservations/find: Find a booking by its number and email */
export const reservationsFind = createServerFn({ method: 'POST' })
  .validator((input: LxpInput<typeof lxpContract.reservations.find>) => input)
  .handler(({ data }) => relayForPage(lxpContract.reservations.find, data))
