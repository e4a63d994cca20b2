// A line's reservation routes (§D4.6 "reservations"): the view, the cancellation quote and the
// idempotent cancellation of one reservation, for the member who booked it or, for a guest booking,
// whoever gives the email it was booked with (docs/decisions/059-reservation-access.md). Every line has
// the same three; only the shapes and the words differ.
import { initContract } from '@ts-rest/core'
import type { z } from 'zod'
import { CancelErrorsSchema, commonErrorResponses } from '../api/api-error'
import { IdempotencyHeadersSchema } from './shared/booking.schema'
import { CancellationQuoteSchema, ReservationAccessQuerySchema, ReservationParamsSchema } from './shared/reservation.schema'
import type { ReservationType } from './reservation-types'

const c = initContract()

/** Who reaches a reservation, and the limits on trying (docs/decisions/059-reservation-access.md). */
export const reservationAccessDescription =
  "A member's reservation answers only to that member (session or access token); a guest's reservation to the `email` it was booked with, and over a partner's API key only to the key it was booked with. Anyone else gets the 404 of a reservation that does not exist. Lookups that give an email, or that find nothing, are limited per client (the access token or API key sent, else the address), and those that give an email also per client and reservation number (another client is not held back): 429 with `Retry-After`."

type Words = {
  /** What one reservation is called in the summaries: "a car rental", "a tour or transfer". */
  reservation: string
  /** When cancelling gives what back (the cancellation quote's description). */
  policy?: string
  /** What a cancellation gives back and how it refuses (the cancellation's description). */
  cancellation: string
}

export function reservationRoutes<Reservation extends z.ZodType, Quote extends z.ZodType = typeof CancellationQuoteSchema>(
  type: ReservationType,
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
      description: reservationAccessDescription,
      pathParams: ReservationParamsSchema,
      query: ReservationAccessQuerySchema,
      responses: { 200: schemas.reservation, ...commonErrorResponses },
      metadata: { identity: 'caller' },
    },
    cancelQuote: {
      method: 'POST',
      path: `${path}/cancel/quote`,
      summary: `What cancelling ${words.reservation} would give back now`,
      description: [words.policy, reservationAccessDescription].filter(Boolean).join(' '),
      pathParams: ReservationParamsSchema,
      body: ReservationAccessQuerySchema,
      responses: { 200: (schemas.cancellationQuote ?? CancellationQuoteSchema) as Quote, ...commonErrorResponses },
      metadata: { retry: 'read', identity: 'caller' },
    },
    cancel: {
      method: 'POST',
      path: `${path}/cancel`,
      summary: `Cancel ${words.reservation} (idempotent)`,
      description: `Needs an \`idempotency-key\` header; a retry answers the first cancellation again. ${words.cancellation} ${reservationAccessDescription}`,
      pathParams: ReservationParamsSchema,
      headers: IdempotencyHeadersSchema,
      body: ReservationAccessQuerySchema,
      responses: { 200: schemas.reservation, 409: CancelErrorsSchema, 422: CancelErrorsSchema, ...commonErrorResponses },
      metadata: { retry: 'cancellation', identity: 'caller' },
    },
  })
}
