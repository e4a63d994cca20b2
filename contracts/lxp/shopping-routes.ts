// A line's shopping routes (§D4): the search of its catalogue and one offer in full. Every line has the
// same two, with the same methods, paths and answers; only the shapes, the name of the offer's id, the
// words and who the reads are made as differ (the checkout routes after them: checkout-routes.ts).
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema, commonErrorResponses } from '../api/api-error'
import type { ReservationType } from './reservation-types'
import type { CallerIdentity } from './route-metadata'

const c = initContract()

type Words = { summary: string; description: string }
/** A catalogue read is made as no one, or as a reader whose results state what they earn (route-metadata.ts). */
type ReadIdentity = Extract<CallerIdentity, 'anonymous' | 'reader'>

export function searchRoutes<Criteria extends z.ZodType, Result extends z.ZodType>(
  line: ReservationType,
  schemas: { criteria: Criteria; result: Result },
  words: Words,
  identity: ReadIdentity = 'anonymous',
) {
  return c.router({
    search: {
      method: 'POST',
      path: `/${line}/search` as const,
      summary: words.summary,
      description: words.description,
      body: schemas.criteria,
      responses: { 200: schemas.result, 422: ApiErrorsSchema, ...commonErrorResponses },
      metadata: { retry: 'read', identity },
    },
  })
}

export function offerRoutes<Id extends string, IdSchema extends z.ZodType, Query extends z.ZodType, Offer extends z.ZodType>(
  line: ReservationType,
  id: Id,
  schemas: { id: IdSchema; query: Query; offer: Offer },
  words: Words,
  identity: ReadIdentity = 'anonymous',
) {
  // A plain route, not c.router: the router checks the path's parameter against pathParams, which it can
  // only do where the id's name is known (the line's own c.router).
  return {
    offer: {
      method: 'GET' as const,
      path: `/${line}/offers/:${id}` as const,
      summary: words.summary,
      description: words.description,
      pathParams: z.object({ [id]: schemas.id } as Record<Id, IdSchema>),
      query: schemas.query,
      responses: { 200: schemas.offer, 422: ApiErrorsSchema, ...commonErrorResponses },
      metadata: { identity },
    },
  }
}
