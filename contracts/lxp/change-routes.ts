// The routes that change a booked reservation (§D4): a stay's new dates or guests, a flight exchange.
// Each line names its own, but every one takes the reservation in its path, refuses in `modifyErrors`,
// is reached as the reservation is (reservation-routes.ts), and is either a read of what the change
// would be or the idempotent change itself.
import type { z } from 'zod'
import { ModifyErrorsSchema, commonErrorResponses } from '../api/api-error'
import { reservationAccessDescription } from './reservation-routes'
import { IdempotencyHeadersSchema } from './shared/booking.schema'
import { ReservationParamsSchema } from './shared/reservation.schema'

type Words = { summary: string; description: string }

const changeErrorResponses = { 409: ModifyErrorsSchema, 422: ModifyErrorsSchema, ...commonErrorResponses }

/** A read of what a change would be (flights to exchange for, a quote): tried again like any read. */
export function changeReadRoute<Path extends string, Body extends z.ZodType, Answer extends z.ZodType>(
  path: Path,
  schemas: { body: Body; answer: Answer },
  words: Words,
) {
  return {
    method: 'POST' as const,
    path,
    summary: words.summary,
    description: `${words.description} ${reservationAccessDescription}`,
    pathParams: ReservationParamsSchema,
    body: schemas.body,
    responses: { 200: schemas.answer, ...changeErrorResponses },
    metadata: { retry: 'read', identity: 'caller' },
  }
}

/** The change itself, under an idempotency key; it answers the reservation as changed. */
export function changeBookRoute<Path extends string, Body extends z.ZodType, Reservation extends z.ZodType>(
  path: Path,
  schemas: { body: Body; reservation: Reservation },
  words: Words,
) {
  return {
    ...changeReadRoute(path, { body: schemas.body, answer: schemas.reservation }, words),
    headers: IdempotencyHeadersSchema,
    metadata: { retry: 'booking', identity: 'caller' },
  }
}
