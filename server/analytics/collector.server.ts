// The embedded analytics collector (§R7.23 "Analytics"): POST {logs endpoint}?category&name&fields
// with the event body; validated, scrubbed, rate- and size-limited, stored in analytics_events.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { AnalyticsEventFilterSchema, CollectorEnvelopeSchema, CollectorQuerySchema, type AnalyticsEventFilter } from '@contracts/analytics/analytics.schema'
import { scrub } from '@contracts/analytics/scrub'
import { tooManyRequestsError } from '@contracts/api/api-error'
import { TooManyRequestsError, clientAddress, createRateLimiter } from '../auth/request-guard.server'
import type { Database } from '../db/database.server'
import { analyticsEvents } from './analytics.tables'
import { PayloadTooLargeError, readLimitedText } from './read-limited.server'

export const collectorLimits = {
  /** One event body; the largest the browser sends is well under 4 KB. */
  maxBodyBytes: 16 * 1024,
  /** Per client address: a busy page sends a few dozen events a minute. */
  rateLimit: { window: 60, max: 300 },
  /** Rows kept; older events are dropped as new ones arrive. */
  retainedEvents: 10_000,
}

type ErrorBody = { errors: Array<{ code: string; category?: string; message: string; field?: string }> }
const json = (status: number, body: ErrorBody, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** Field and message of each issue; never the value that was sent. */
function validationErrors(where: string, error: z.ZodError): ErrorBody {
  return {
    errors: error.issues.map((issue) => {
      const field = [where, ...issue.path.map(String)].join('.')
      return { code: 'VALIDATION_ERROR', category: 'VALIDATION', message: `${field}: ${issue.message}`, field }
    }),
  }
}

export function createCollector({ database, now }: { database: () => Promise<Database>; now?: () => number }) {
  const limiter = createRateLimiter(collectorLimits.rateLimit, now)
  let insertsSincePrune = 0

  async function prune(db: Database) {
    const [boundary] = await db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .offset(collectorLimits.retainedEvents)
      .limit(1)
    if (boundary) await db.delete(analyticsEvents).where(lt(analyticsEvents.id, boundary.id + 1))
  }

  /** POST /api/collector/logs */
  async function handleCollect(request: Request): Promise<Response> {
    try {
      await limiter.consume(`collector:${clientAddress(request)}`)
    } catch (error) {
      if (error instanceof TooManyRequestsError) {
        return json(429, { errors: [tooManyRequestsError('Too many events; try again later.')] }, { 'retry-after': String(error.retryAfterSeconds) })
      }
      throw error
    }
    const url = new URL(request.url)
    const query = CollectorQuerySchema.safeParse(Object.fromEntries(url.searchParams))
    if (!query.success) return json(400, validationErrors('query', query.error))

    let text: string
    try {
      text = await readLimitedText(request, collectorLimits.maxBodyBytes)
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return json(413, { errors: [{ code: 'PAYLOAD_TOO_LARGE', category: 'VALIDATION', message: `An event body is at most ${collectorLimits.maxBodyBytes} bytes.` }] })
      }
      throw error
    }
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return json(400, { errors: [{ code: 'MALFORMED_JSON', category: 'VALIDATION', message: 'The request body is not valid JSON.', field: 'body' }] })
    }
    const body = CollectorEnvelopeSchema.safeParse(raw)
    if (!body.success) return json(400, validationErrors('body', body.error))
    if (body.data.eventName !== query.data.name) {
      return json(400, { errors: [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'query.name must be the body’s eventName.', field: 'query.name' }] })
    }

    const event = body.data
    const db = await database()
    await db.insert(analyticsEvents).values({
      category: query.data.category,
      eventName: event.eventName,
      timestamp: new Date(event.timestamp),
      environment: event.environment,
      serviceName: event.serviceName,
      sessionId: event.sessionId ?? null,
      sitePackage: event.sitePackage,
      source: event.source,
      spanId: event.spanId,
      traceId: event.traceId,
      url: scrub(event.url),
      userAgent: event.userAgent,
      eventData: scrub(event.eventData),
    })
    insertsSincePrune += 1
    if (insertsSincePrune >= 100) {
      insertsSincePrune = 0
      await prune(db)
    }
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  }

  /** The latest events, newest first, for the development page. */
  async function listEvents(filter: AnalyticsEventFilter = {}) {
    const { name, category, sessionId, limit } = AnalyticsEventFilterSchema.parse(filter)
    const conditions: SQL[] = []
    if (name) conditions.push(eq(analyticsEvents.eventName, name))
    if (category) conditions.push(eq(analyticsEvents.category, category))
    if (sessionId) conditions.push(eq(analyticsEvents.sessionId, sessionId))
    const db = await database()
    const rows = await db
      .select()
      .from(analyticsEvents)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      // Beacons may arrive out of order: the browser's clock orders them, arrival breaks ties.
      .orderBy(desc(analyticsEvents.timestamp), desc(analyticsEvents.id))
      .limit(limit)
    // Event data goes out as JSON text: its shape varies by event, and the page shows it as text.
    return rows.map(({ eventData, ...row }) => ({ ...row, receivedAt: row.receivedAt.toISOString(), timestamp: row.timestamp.toISOString(), eventData: JSON.stringify(eventData) }))
  }

  return { handleCollect, listEvents }
}
