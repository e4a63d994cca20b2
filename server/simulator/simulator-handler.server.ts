// The embedded travel platform: the lxp contract answered from the simulator's services. The BFF
// reaches it through the same typed client it would use for a real platform.
import { fetchRequestHandler, tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { errorResponse } from '../bff/api-handler.server'
import { upstreamHeaders } from '../upstream/lxp-client.server'
import { database } from '../db/db.server'
import { today } from './clock'
import { getHotelOffer } from './hotel/hotel-offer.server'
import { searchHotels, suggestDestinations } from './hotel/hotel-search.server'
import { listReservations } from './reservations/reservations.server'
import { SimulatorError } from './simulator-error'

/** The BFF names the customer it acts for; the simulator trusts it as a platform trusts its client. */
const customerHeader = upstreamHeaders.customerId

function customerOf(request: Request) {
  const customerId = request.headers.get(customerHeader)
  if (!customerId) throw new SimulatorError(401, 'CUSTOMER_REQUIRED', 'Sign in to see your trips.')
  return customerId
}

const simulatorRouter = tsr.router(lxpContract, {
  hotel: {
    destinations: async ({ query }) => ({ status: 200, body: { suggestions: await suggestDestinations(await database(), query.query, query.limit) } }),
    search: async ({ body }) => ({ status: 200, body: await searchHotels(await database(), body, today()) }),
    offer: async ({ params, query }) => ({ status: 200, body: await getHotelOffer(await database(), params.hotelId, query, today()) }),
  },
  customer: {
    reservations: async ({ query }, { request }) => ({ status: 200, body: await listReservations(await database(), customerOf(request), query, today()) }),
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
