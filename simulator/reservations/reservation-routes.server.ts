// The reservation routes every line of the embedded platform answers (view, cancellation quote,
// cancellation; contracts/lxp/reservation-routes.ts) from the line's own services: who reaches the
// reservation is the one rule of reservation-access.server.ts; a refusal is placed beside its field.
import { database } from '../db/database'
import type { Database } from '../db/database'
import { lxpHeaders as upstreamHeaders } from '@contracts/lxp/lxp-headers'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import type { ReservationAccess } from './reservation-access.server'
import { withFreeCancellationEnd } from './free-cancellation-end'

export type CancellationContext = ReservationAccess & { idempotencyKey: string; today: string; now?: () => Date }

export type ReservationServices<Reservation, Quote> = {
  view: (db: Database, reservationId: string, access: ReservationAccess) => Promise<Reservation>
  quoteCancellation: (db: Database, reservationId: string, access: ReservationAccess, today: string) => Promise<Quote>
  cancel: (db: Database, reservationId: string, context: CancellationContext) => Promise<{ replayed: boolean; body: Reservation }>
}

type Params = { params: { reservationId: string } }
type Context = { request: Request; responseHeaders: Headers }

const from = refusalsPlaced('reservationId')

export function reservationSimulatorRoutes<Reservation, Quote>(services: ReservationServices<Reservation, Quote>) {
  const accessOf = (request: Request, email: string | undefined): ReservationAccess => ({ customerId: customerOf(request), email })
  return {
    view: async ({ params, query }: Params & { query: { email?: string } }, { request }: Context) => ({
      status: 200 as const,
      body: withFreeCancellationEnd(await from('query', services.view(await database(), params.reservationId, accessOf(request, query.email)))),
    }),
    cancelQuote: async ({ params, body }: Params & { body: { email?: string } }, { request }: Context) => ({
      status: 200 as const,
      body: await from('body', services.quoteCancellation(await database(), params.reservationId, accessOf(request, body.email), today())),
    }),
    cancel: async ({ params, body, headers }: Params & { body: { email?: string }; headers: { 'idempotency-key': string } }, { request, responseHeaders }: Context) => {
      const context = { ...accessOf(request, body.email), idempotencyKey: headers['idempotency-key'], today: today() }
      const answer = await from('body', services.cancel(await database(), params.reservationId, context), 'cancelErrors')
      responseHeaders.set(upstreamHeaders.replayed, String(answer.replayed))
      return { status: 200 as const, body: withFreeCancellationEnd(answer.body) }
    },
  }
}
