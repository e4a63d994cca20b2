// The booking routes every line of the embedded platform answers from its pipeline: the quote, the
// booking (a replay says so in a header) and the reservation's view, cancellation quote and cancellation.
import type { ErrorWrapper } from '@contracts/api/api-error'
import type { OrderResponse } from '@contracts/lxp/hotel-checkout.schema'
import { database } from '../db/database'
import type { Database } from '../db/database'
import { lxpHeaders as upstreamHeaders } from '@contracts/lxp/lxp-headers'
import { today } from '../clock'
import type { StoredAnswer } from '../idempotency.server'
import { reservationSimulatorRoutes, type ReservationServices } from '../reservations/reservation-routes.server'
import { customerOf } from '../route-refusals'
import type { BookingContext } from './booking-pipeline.server'

/** Places a refusal's field under the part of the request it came from (route-refusals.ts). */
type Placed = <T>(part: 'body' | 'query', answer: Promise<T>, wrapper?: ErrorWrapper) => Promise<T>
type Context = { request: Request; responseHeaders: Headers }

type LinePipeline<Selection, BookRequest, Quote, Reservation, CancellationQuote> = ReservationServices<Reservation, CancellationQuote> & {
  quote: (db: Database, selection: Selection, customerId: string | undefined, today: string) => Promise<Quote>
  book: (db: Database, request: BookRequest, context: BookingContext) => Promise<StoredAnswer<OrderResponse>>
}

export function bookingRoutes<Selection, BookRequest, Quote, Reservation, CancellationQuote>(pipeline: LinePipeline<Selection, BookRequest, Quote, Reservation, CancellationQuote>, from: Placed) {
  return {
    quote: async ({ body }: { body: Selection }, { request }: Context) => ({ status: 200 as const, body: await from('body', pipeline.quote(await database(), body, customerOf(request), today())) }),
    book: async ({ body, headers }: { body: BookRequest; headers: { 'idempotency-key': string } }, { request, responseHeaders }: Context) => {
      const context = { idempotencyKey: headers['idempotency-key'], customerId: customerOf(request), today: today() }
      const answer = await from('body', pipeline.book(await database(), body, context), 'bookErrors')
      responseHeaders.set(upstreamHeaders.replayed, String(answer.replayed))
      return { status: 201 as const, body: answer.body }
    },
    reservations: reservationSimulatorRoutes({ view: pipeline.view, quoteCancellation: pipeline.quoteCancellation, cancel: pipeline.cancel }),
  }
}
