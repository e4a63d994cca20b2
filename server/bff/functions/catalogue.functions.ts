// Generated from the lxp contract (contracts/lxp) by `npm run generate`; do not edit. The pages'
// server functions of the `catalogue` routes, one per route (server/bff/lxp-relay.server.ts).
import { createServerFn } from '@tanstack/react-start'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { relayForPage, type LxpInput } from '../lxp-relay.server'

/** GET /api/lxp/catalogue/popular-destinations: A line's popular destinations with a picture and a "from" price */
export const cataloguePopularDestinations = createServerFn({ method: 'GET' })
  .validator((input: LxpInput<typeof lxpContract.catalogue.popularDestinations>) => input)
  .handler(({ data }) => relayForPage(lxpContract.catalogue.popularDestinations, data))
