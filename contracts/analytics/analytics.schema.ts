// What the collector and the client log endpoint accept (§R7), checked on the server. The
// browser does not import this module: it sends the plain types of analytics-catalogue.ts.
import { z } from 'zod'
import { analyticsEventNames, collectorCategories, type AnalyticsEventName } from './analytics-catalogue'

const EventNameSchema = z.enum(analyticsEventNames as [AnalyticsEventName, ...AnalyticsEventName[]])
const shortText = (max: number) => z.string().trim().max(max)

export const CollectorQuerySchema = z.object({
  category: z.enum(collectorCategories),
  name: EventNameSchema,
  fields: shortText(400).optional(),
})

export const CollectorEnvelopeSchema = z
  .object({
    timestamp: z.iso.datetime({ offset: true }),
    environment: shortText(20),
    eventData: z.record(z.string().max(64), z.unknown()),
    eventName: EventNameSchema,
    serviceName: shortText(64),
    sessionId: shortText(40).optional(),
    sitePackage: shortText(80),
    source: shortText(40),
    spanId: z.string().regex(/^[0-9a-f]{16}$/),
    traceId: z.string().regex(/^[0-9a-f]{32}$/),
    url: shortText(2000),
    userAgent: shortText(400),
  })
  .strict()

export const AnalyticsEventFilterSchema = z.object({
  name: EventNameSchema.optional(),
  category: z.enum(collectorCategories).optional(),
  sessionId: shortText(40).optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).default(50),
})
export type AnalyticsEventFilter = z.input<typeof AnalyticsEventFilterSchema>

export const ClientLogSchema = z
  .object({
    level: z.enum(['ERROR', 'WARN']),
    code: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'must be an upper-case code such as UNCAUGHT_EXCEPTION'),
    message: z.string().max(500).default(''),
  })
  .strict()
