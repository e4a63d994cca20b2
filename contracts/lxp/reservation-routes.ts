// A line's reservation routes (DESIGN.md §4 "reservations"): the view, the cancellation quote and the
// idempotent cancellation of one reservation, for the member who booked it or a guest giving the
// email it was booked with. Every line has the same three; only the shapes and the words differ.
import { initContract } from '@ts-rest/core'
import type { z } from 'zod'
import { ApiErrorsSchema, CancelErrorsSchema, commonErrorResponses } from '../api/api-error'
import { IdempotencyHeadersSchema } from './hotel-checkout.schema'
import { CancellationQuoteSchema, ReservationAccessQuerySchema, ReservationParamsSchema } from './reservations.schema'

const c = initContract()

type Words = {
  /** What one reservation is called in the summaries: "a car rental", "a tour or transfer". */
  reservation: string
  /** When cancelling gives what back (the cancellation quote's description). */
  policy?: string
  /** What a cancellation gives back and how it refuses (the cancellation's description). */
  cancellation: string
}

export function reservationRoutes<Reservation extends z.ZodType, Quote extends z.ZodType = typeof CancellationQuoteSchema>(
  type: 'hotel' | 'dining' | 'air' | 'car' | 'activity',
  schemas: { reservation: Reservation; cancellationQuote?: Quote },
  words: Words,
) {
  const path = `/reservations/${type}/:reservationId` as const
  const capitalized = words.reservation.charAt(0).toUpperCase() + words.reservation.slice(1)
  return c.router({
    view: {
      method: 'GET',
      path,
      summary: `${capitalized} in full`,
      pathParams: ReservationParamsSchema,
      query: ReservationAccessQuerySchema,
      responses: { 200: schemas.reservation, 401: ApiErrorsSchema, ...commonErrorResponses },
      metadata: { identity: 'caller' },
    },
    cancelQuote: {
      method: 'POST',
      path: `${path}/cancel/quote`,
      summary: `What cancelling ${words.reservation} would give back now`,
      ...(words.policy ? { description: words.policy } : {}),
      pathParams: ReservationParamsSchema,
      body: ReservationAccessQuerySchema,
      responses: { 200: (schemas.cancellationQuote ?? CancellationQuoteSchema) as Quote, 401: ApiErrorsSchema, ...commonErrorResponses },
      metadata: { identity: 'caller' },
    },
    cancel: {
      method: 'POST',
      path: `${path}/cancel`,
      summary: `Cancel ${words.reservation} (idempotent)`,
      description: `Needs an \`idempotency-key\` header; a retry answers the first cancellation again. ${words.cancellation}`,
      pathParams: ReservationParamsSchema,
      headers: IdempotencyHeadersSchema,
      body: ReservationAccessQuerySchema,
      responses: { 200: schemas.reservation, 401: ApiErrorsSchema, 409: CancelErrorsSchema, 422: CancelErrorsSchema, ...commonErrorResponses },
      metadata: { retry: 'cancellation', identity: 'caller' },
    },
  })
}
