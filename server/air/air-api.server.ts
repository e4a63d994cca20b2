// The BFF's relay of the air routes to the travel platform (composed into the API router): as the
// signed-in member when there is one, else as a guest, through the upstream client.
import type { ServerInferRequest } from '@ts-rest/core'
import type { airContract, airReservationsContract } from '@contracts/lxp/air.contract'
import { optionalMember } from '../auth/session.server'
import { expectOk, upstreamHeaders } from '../upstream/lxp-client.server'
import { lxpClient } from '../upstream/upstream.server'

async function clientFor(request: Request) {
  const member = await optionalMember(request)
  return lxpClient({ locale: 'en-US', customerId: member?.clientCustomerId })
}

type Input<K extends keyof typeof airContract> = ServerInferRequest<(typeof airContract)[K]>
type ReservationInput<K extends keyof typeof airReservationsContract> = ServerInferRequest<(typeof airReservationsContract)[K]>
type Context = { request: Request; responseHeaders: Headers }

export const airApiRoutes = {
  search: async ({ body }: Pick<Input<'search'>, 'body'>) => ({ status: 200 as const, body: expectOk(await lxpClient().air.search({ body })) }),
  offer: async ({ params, query }: Pick<Input<'offer'>, 'params' | 'query'>) => ({ status: 200 as const, body: expectOk(await lxpClient().air.offer({ params, query })) }),
  quote: async ({ body }: Pick<Input<'quote'>, 'body'>, { request }: Context) => ({ status: 200 as const, body: expectOk(await (await clientFor(request)).air.quote({ body })) }),
  book: async ({ body, headers }: Pick<Input<'book'>, 'body' | 'headers'>, { request, responseHeaders }: Context) => {
    const answer = await (await clientFor(request)).air.book({ body, headers: { 'idempotency-key': headers['idempotency-key'] } })
    responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
    return { status: 201 as const, body: expectOk(answer) }
  },
  exchangeSearch: async ({ params, body }: Pick<Input<'exchangeSearch'>, 'params' | 'body'>, { request }: Context) => ({ status: 200 as const, body: expectOk(await (await clientFor(request)).air.exchangeSearch({ params, body })) }),
  exchangeQuote: async ({ params, body }: Pick<Input<'exchangeQuote'>, 'params' | 'body'>, { request }: Context) => ({ status: 200 as const, body: expectOk(await (await clientFor(request)).air.exchangeQuote({ params, body })) }),
  exchangeBook: async ({ params, body, headers }: Pick<Input<'exchangeBook'>, 'params' | 'body' | 'headers'>, { request, responseHeaders }: Context) => {
    const answer = await (await clientFor(request)).air.exchangeBook({ params, body, headers: { 'idempotency-key': headers['idempotency-key'] } })
    responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
    return { status: 200 as const, body: expectOk(answer) }
  },
}

export const airReservationApiRoutes = {
  air: async ({ params, query }: Pick<ReservationInput<'air'>, 'params' | 'query'>, { request }: Context) => ({ status: 200 as const, body: expectOk(await (await clientFor(request)).airReservations.air({ params, query })) }),
  airCancelQuote: async ({ params, body }: Pick<ReservationInput<'airCancelQuote'>, 'params' | 'body'>, { request }: Context) => ({
    status: 200 as const,
    body: expectOk(await (await clientFor(request)).airReservations.airCancelQuote({ params, body })),
  }),
  airCancel: async ({ params, body, headers }: Pick<ReservationInput<'airCancel'>, 'params' | 'body' | 'headers'>, { request, responseHeaders }: Context) => {
    const answer = await (await clientFor(request)).airReservations.airCancel({ params, body, headers: { 'idempotency-key': headers['idempotency-key'] } })
    responseHeaders.set(upstreamHeaders.replayed, answer.headers.get(upstreamHeaders.replayed) ?? 'false')
    return { status: 200 as const, body: expectOk(answer) }
  },
}
