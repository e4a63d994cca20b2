// The BFF's dining routes (/api/lxp/dining/…, /api/lxp/reservations/dining/…): relayed to the travel
// platform through the upstream client, as the member when one is signed in, else as a guest.
import { tsr } from '@ts-rest/serverless/fetch'
import { apiContract } from '@contracts/index'
import { optionalMember } from '../auth/session.server'
import { expectOk, upstreamHeaders } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'

async function clientFor(request: Request) {
  const member = await optionalMember(request)
  return lxpClient({ customerId: member?.clientCustomerId })
}

export const diningApiRouter = tsr.router(apiContract.lxp.dining, {
  search: async ({ body }) => ({ status: 200, body: expectOk(await lxpClient().dining.search({ body })) }),
  offer: async ({ params, query }) => ({ status: 200, body: expectOk(await lxpClient().dining.offer({ params, query })) }),
  quote: async ({ body }, { request }) => ({ status: 200, body: expectOk(await (await clientFor(request)).dining.quote({ body })) }),
  book: async ({ body, headers }, { request, responseHeaders }) => {
    const answer = await (await clientFor(request)).dining.book({ body, headers: { 'idempotency-key': headers['idempotency-key'] } })
    responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
    return { status: 201, body: expectOk(answer) }
  },
  reservations: {
    view: async ({ params, query }, { request }) => ({ status: 200, body: expectOk(await (await clientFor(request)).dining.reservations.view({ params, query })) }),
    cancelQuote: async ({ params, body }, { request }) => ({ status: 200, body: expectOk(await (await clientFor(request)).dining.reservations.cancelQuote({ params, body })) }),
    cancel: async ({ params, body, headers }, { request, responseHeaders }) => {
      const answer = await (await clientFor(request)).dining.reservations.cancel({ params, body, headers: { 'idempotency-key': headers['idempotency-key'] } })
      responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
      return { status: 200, body: expectOk(answer) }
    },
  },
})
