// The implementation of the HTTP API contract: each route calls the same services the pages use.
import { tsr } from '@ts-rest/serverless/fetch'
import { apiContract } from '@contracts/index'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { UnauthorizedError, optionalMember, requireMember } from '../auth/session.server'
import { ApiError, NotFoundError } from '../http/errors'
import { expectOk, upstreamHeaders } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'
import { hasOwnPageContent, loadPageContent } from '../site/page-content.server'
import { loadSiteConfig } from '../site/site.server'
import { partnerResourcesRouter } from '../partner-resources/partner-resources.router.server'
import { carApiRouter } from '../car/car-api.server'
import { diningApiRouter } from '../dining/dining-api.server'
import { activityApiRouter } from '../activity/activity-api.server'
import { airApiRoutes, airReservationApiRoutes } from '../air/air-api.server'

export const apiRouter = tsr.router(apiContract, {
  messages: {
    errorMessage: async ({ params }) => {
      const message = errorMessageFor(params.code, params.locale)
      if (!message) throw new NotFoundError(`There is no message for the code '${params.code}'.`, 'MESSAGE_NOT_FOUND')
      return { status: 200, body: { code: params.code, locale: params.locale, message } }
    },
  },
  site: {
    getConfig: async () => ({ status: 200, body: await loadSiteConfig() }),
    getPageContent: async ({ params }) => {
      if (!(await hasOwnPageContent(params.page))) throw new NotFoundError(`There is no page named '${params.page}'.`, 'PAGE_NOT_FOUND')
      return { status: 200, body: await loadPageContent(params.page) }
    },
    partnerResources: partnerResourcesRouter,
  },
  // The lxp routes relay to the travel platform through the upstream client (retries, headers, error mapping).
  lxp: {
    air: airApiRoutes,
    airReservations: airReservationApiRoutes,
    hotel: {
      destinations: async ({ query }) => ({ status: 200, body: expectOk(await lxpClient().hotel.destinations({ query })) }),
      search: async ({ body }) => ({ status: 200, body: expectOk(await lxpClient().hotel.search({ body })) }),
      offer: async ({ params, query }) => ({ status: 200, body: expectOk(await lxpClient().hotel.offer({ params, query })) }),
      compare: async ({ body }) => ({ status: 200, body: expectOk(await lxpClient().hotel.compare({ body })) }),
      quote: async ({ body }, { request }) => ({ status: 200, body: expectOk(await (await clientFor(request)).hotel.quote({ body })) }),
      book: async ({ body, headers }, { request, responseHeaders }) => {
        const answer = await (await clientFor(request)).hotel.book({ body, headers: { 'idempotency-key': headers['idempotency-key'] } })
        responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
        return { status: 201, body: expectOk(answer) }
      },
    },
    reservations: {
      hotel: async ({ params, query }, { request }) => ({ status: 200, body: expectOk(await (await clientFor(request)).reservations.hotel({ params, query })) }),
      hotelCancelQuote: async ({ params, body }, { request }) => ({ status: 200, body: expectOk(await (await clientFor(request)).reservations.hotelCancelQuote({ params, body })) }),
      hotelCancel: async ({ params, body, headers }, { request, responseHeaders }) => {
        const answer = await (await clientFor(request)).reservations.hotelCancel({ params, body, headers: { 'idempotency-key': headers['idempotency-key'] } })
        responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
        return { status: 200, body: expectOk(answer) }
      },
    },
    car: carApiRouter,
    dining: diningApiRouter,
    activity: activityApiRouter,
    customer: {
      profile: async (_args, { request }) => ({ status: 200, body: expectOk(await (await memberClient(request)).customer.profile()) }),
      travelerProfiles: async ({ query }, { request }) => ({ status: 200, body: expectOk(await (await memberClient(request)).customer.travelerProfiles({ query })) }),
      getTraveler: async ({ body }, { request }) => ({ status: 200, body: expectOk(await (await memberClient(request)).customer.getTraveler({ body })) }),
      addTravelers: async ({ body }, { request }) => ({ status: 200, body: expectOk(await (await memberClient(request)).customer.addTravelers({ body })) }),
      modifyTravelers: async ({ body }, { request }) => ({ status: 200, body: expectOk(await (await memberClient(request)).customer.modifyTravelers({ body })) }),
      reservations: async ({ query }, { request }) => ({ status: 200, body: expectOk(await (await memberClient(request)).customer.reservations({ query })) }),
    },
  },
})

/** The platform client acting for the signed-in member; anonymous calls answer 401. */
async function memberClient(request: Request) {
  const member = await memberOf(request)
  return lxpClient({ customerId: member.clientCustomerId })
}

/** The platform client for this caller: as the signed-in member when there is one, else as a guest. */
async function clientFor(request: Request) {
  const member = await optionalMember(request)
  return lxpClient({ customerId: member?.clientCustomerId })
}

/** The member behind an integrator's request (their session cookie); anonymous calls answer 401. */
async function memberOf(request: Request) {
  try {
    return await requireMember(request)
  } catch (error) {
    if (error instanceof UnauthorizedError) throw new ApiError(401, [{ code: 'UNAUTHORIZED', message: error.message }])
    throw error
  }
}
