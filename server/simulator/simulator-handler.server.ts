// The embedded travel platform: the lxp contract answered from the simulator's services. The BFF
// reaches it through the same typed client it would use for a real platform.
import { fetchRequestHandler, tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { errorResponse } from '../bff/api-handler.server'
import { database } from '../db/db.server'
import { today } from './clock'
import { searchHotels, suggestDestinations } from './hotel/hotel-search.server'

const simulatorRouter = tsr.router(lxpContract, {
  hotel: {
    destinations: async ({ query }) => ({ status: 200, body: { suggestions: await suggestDestinations(await database(), query.query, query.limit) } }),
    search: async ({ body }) => ({ status: 200, body: await searchHotels(await database(), body, today()) }),
  },
})

export function handleSimulatorRequest(request: Request): Promise<Response> {
  return fetchRequestHandler({
    contract: lxpContract,
    router: simulatorRouter,
    request,
    options: { responseValidation: false, cors: false, errorHandler: (error) => errorResponse(error, request) },
  })
}
