// POST /api/collector/logs (§R7.23 "Analytics"): the embedded collector, described for the
// OpenAPI document. It is served by its own route (app/routes/api/collector/logs.ts), which needs the
// raw request for its rate and size limits, so the BFF router does not implement it (decision 031).
import { initContract } from '@ts-rest/core'
import { ApiErrorsSchema } from '../api/api-error'
import { CollectorEnvelopeSchema, CollectorQuerySchema } from './analytics.schema'

const c = initContract()

/** One event as the browser sends it. */
export const CollectorEventSchema = CollectorEnvelopeSchema.meta({ id: 'CollectorEvent' })

export const collectorContract = c.router(
  {
    logs: {
      method: 'POST',
      path: '/logs',
      summary: 'Record one analytics event',
      description:
        'Sent by the browser as a beacon (or a keep-alive POST). The query names the event (`name` must equal the body’s `eventName`), its category and the body’s field names. At most 16 KB a body and 300 events a minute per client. Card numbers, CVVs, passwords, tokens and cookies are dropped or masked before storage.',
      query: CollectorQuerySchema,
      body: CollectorEventSchema,
      responses: {
        204: c.noBody(),
        400: ApiErrorsSchema,
        413: ApiErrorsSchema,
        429: ApiErrorsSchema,
      },
    },
  },
  { pathPrefix: '/api/collector', strictStatusCodes: true },
)
