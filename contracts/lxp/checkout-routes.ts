// A line's checkout routes (§D4): the quote of what the traveller chose and the idempotent
// booking. Every line has the same two, with the same methods, paths, answers and metadata; only the
// shapes and the words differ (the reservation routes after them: reservation-routes.ts).
import { initContract } from '@ts-rest/core'
import type { z } from 'zod'
import { ApiErrorsSchema, BookErrorsSchema, commonErrorResponses } from '../api/api-error'
import type { ReservationType } from './reservation-types'
import { IdempotencyHeadersSchema, OrderResponseSchema } from './shared/booking.schema'

const c = initContract()

type Words = { summary: string; description: string }

export function checkoutRoutes<Selection extends z.ZodType, Quote extends z.ZodType, BookRequest extends z.ZodType>(
  line: ReservationType,
  schemas: { selection: Selection; quote: Quote; bookRequest: BookRequest },
  words: { quote: Words; book: Words },
) {
  return c.router({
    quote: {
      method: 'POST',
      path: `/${line}/checkout/quote` as const,
      summary: words.quote.summary,
      description: words.quote.description,
      body: schemas.selection,
      responses: { 200: schemas.quote, 422: ApiErrorsSchema, ...commonErrorResponses },
      metadata: { retry: 'read', identity: 'caller' },
    },
    book: {
      method: 'POST',
      path: `/${line}/book` as const,
      summary: words.book.summary,
      description: words.book.description,
      headers: IdempotencyHeadersSchema,
      body: schemas.bookRequest,
      responses: { 201: OrderResponseSchema, 409: BookErrorsSchema, 422: BookErrorsSchema, ...commonErrorResponses },
      metadata: { retry: 'booking', identity: 'caller' },
    },
  })
}
