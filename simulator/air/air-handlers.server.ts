// The simulator's answers to the air routes of the lxp contract (composed into the simulator handler).
import type { ErrorWrapper } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { customerOf } from '../route-refusals'
import { reservationSimulatorRoutes } from '../reservations/reservation-routes.server'
import { database } from '../db/database'
import { today } from '../clock'
import { SimulatorError } from '../simulator-error'
import { bookFlights, quoteAirCheckout } from './air-checkout.server'
import { cancelAirReservation, getAirReservation, quoteAirCancellation } from './air-reservation.server'
import { exchangeFlights, quoteExchange, searchExchange } from './air-exchange.server'
import { getFlightOffer, searchFlights } from './air-search.server'


/** Places a refusal's field under the part of the request it came from (`body.departDate`, `params.offerId`). */
async function from<T>(part: 'body' | 'query', answer: Promise<T>, wrapper?: ErrorWrapper): Promise<T> {
  try {
    return await answer
  } catch (error) {
    if (!(error instanceof SimulatorError)) throw error
    const placed = error.under(error.field === 'reservationId' || (error.field === 'offerId' && part === 'query') ? 'params' : error.field === 'idempotency-key' ? 'headers' : part)
    throw wrapper ? placed.in(wrapper) : placed
  }
}

type Context = { request: Request; responseHeaders: Headers }

export const airSimulatorRoutes = {
  search: async ({ body }: { body: Parameters<typeof searchFlights>[1] }) => ({ status: 200 as const, body: await from('body', searchFlights(await database(), body, today())) }),
  offer: async ({ params, query }: { params: { offerId: string }; query: Parameters<typeof getFlightOffer>[2] }) => ({
    status: 200 as const,
    body: await from('query', getFlightOffer(await database(), params.offerId, query, today())),
  }),
  quote: async ({ body }: { body: Parameters<typeof quoteAirCheckout>[1] }, { request }: Context) => ({
    status: 200 as const,
    body: await from('body', quoteAirCheckout(await database(), body, customerOf(request), today())),
  }),
  book: async ({ body, headers }: { body: Parameters<typeof bookFlights>[1]; headers: { 'idempotency-key': string } }, { request, responseHeaders }: Context) => {
    const answer = await from('body', bookFlights(await database(), body, { idempotencyKey: headers['idempotency-key'], customerId: customerOf(request), today: today() }), 'bookErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 201 as const, body: answer.body }
  },
  exchangeSearch: async ({ params, body }: { params: { reservationId: string }; body: Parameters<typeof searchExchange>[2] & { email?: string } }, { request }: Context) => ({
    status: 200 as const,
    body: await from('body', searchExchange(await database(), params.reservationId, body, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeQuote: async ({ params, body }: { params: { reservationId: string }; body: { offerId: string; email?: string } }, { request }: Context) => ({
    status: 200 as const,
    body: await from('body', quoteExchange(await database(), params.reservationId, body.offerId, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeBook: async ({ params, body, headers }: { params: { reservationId: string }; body: Parameters<typeof exchangeFlights>[2] & { email?: string }; headers: { 'idempotency-key': string } }, { request, responseHeaders }: Context) => {
    const context = { customerId: customerOf(request), email: body.email, idempotencyKey: headers['idempotency-key'], today: today() }
    const answer = await from('body', exchangeFlights(await database(), params.reservationId, body, context), 'modifyErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 200 as const, body: answer.body }
  },
}

export const airReservationSimulatorRoutes = reservationSimulatorRoutes({ view: getAirReservation, quoteCancellation: quoteAirCancellation, cancel: cancelAirReservation })
