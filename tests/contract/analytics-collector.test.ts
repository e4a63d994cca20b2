// §R7.23 "Analytics": the embedded collector's logs endpoint against a fresh database, and the
// client log endpoint under the auth base (§R7, §R8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectorEnvelope } from '@contracts/analytics/analytics-catalogue'
import { collectorLimits, createCollector } from '@server/analytics/collector.server'
import type { DatabaseHandle } from '@server/db/database.server'
import { clientLogLimits, createClientLog } from '@server/telemetry/client-log.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

const site = 'http://localhost'

function envelope(overrides: Partial<CollectorEnvelope> = {}): CollectorEnvelope {
  return {
    timestamp: '2026-11-22T10:00:00.000Z',
    environment: 'prod',
    eventData: { pageType: 'home', path: '/' },
    eventName: 'Page Load Started',
    serviceName: 'travel-rewards',
    sessionId: 'RTABCDEFGHJKLMNPQRSTU',
    sitePackage: 'travel-rewards@0.1.0',
    source: 'browser',
    spanId: '0123456789abcdef',
    traceId: '0123456789abcdef0123456789abcdef',
    url: `${site}/`,
    userAgent: 'vitest',
    ...overrides,
  }
}

function post(body: unknown, query: Record<string, string> = { category: 'analytics', name: 'Page Load Started' }, address = '10.0.0.1') {
  const request = new Request(`${site}/api/collector/logs?${new URLSearchParams({ fields: 'timestamp,eventName', ...query })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return Object.assign(request, { ip: address })
}

describe('POST /api/collector/logs', () => {
  it('stores a valid event (204) and lists it newest first', async () => {
    const collector = createCollector({ database: async () => handle.db })
    expect((await collector.handleCollect(post(envelope()))).status).toBe(204)
    const later = envelope({ eventName: 'User Detected', eventData: { loginStatus: 'guest' } })
    expect((await collector.handleCollect(post(later, { category: 'analytics', name: 'User Detected' }))).status).toBe(204)

    const events = await collector.listEvents({ sessionId: 'RTABCDEFGHJKLMNPQRSTU' })
    expect(events.map((event) => event.eventName).slice(0, 2)).toEqual(['User Detected', 'Page Load Started'])
    // Every field as sent; the event's data is kept as its JSON text.
    const { eventData, ...fields } = envelope()
    expect(events[1]).toMatchObject({ category: 'analytics', ...fields })
    expect(JSON.parse(events[1]!.eventData)).toEqual(eventData)
    expect(await collector.listEvents({ name: 'User Detected' })).toHaveLength(1)
  })

  it('drops card numbers, CVVs, passwords and tokens that reach it', async () => {
    const collector = createCollector({ database: async () => handle.db })
    const secretive = envelope({
      eventName: 'Error Message Presented',
      eventData: { message: 'Card 4111 1111 1111 1111 declined', cardCVV: '123', password: 'hunter2', nested: { accessToken: 'abc' } },
      sessionId: 'RTSECRETSECRETSECRETS',
    })
    expect((await collector.handleCollect(post(secretive, { category: 'error', name: 'Error Message Presented' }))).status).toBe(204)
    const [stored] = await collector.listEvents({ sessionId: 'RTSECRETSECRETSECRETS' })
    expect(stored!.category).toBe('error')
    expect(stored!.eventData).not.toMatch(/4111 1111|123"|hunter2|abc/)
    expect(JSON.parse(stored!.eventData)).toEqual({ message: 'Card ****1111 declined', nested: {} })
  })

  it('answers 400 with error objects for a bad query or body, without echoing the input', async () => {
    const collector = createCollector({ database: async () => handle.db })
    const badQuery = await collector.handleCollect(post(envelope(), { category: '<script>x</script>', name: 'Page Load Started' }))
    expect(badQuery.status).toBe(400)
    expect(badQuery.headers.get('content-type')).toContain('application/json')
    const badQueryText = await badQuery.text()
    expect(badQueryText).not.toContain('<script>')
    expect(JSON.parse(badQueryText).errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'query.category' })

    const badBody = await collector.handleCollect(post({ ...envelope(), traceId: 'not-a-trace', extra: '<img src=x>' }))
    expect(badBody.status).toBe(400)
    const badBodyText = await badBody.text()
    expect(badBodyText).not.toContain('<img')
    expect(JSON.parse(badBodyText).errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['body.traceId']))

    const mismatch = await collector.handleCollect(post(envelope(), { category: 'analytics', name: 'User Detected' }))
    expect(mismatch.status).toBe(400)

    const malformed = await collector.handleCollect(post('{not json'))
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).errors[0].code).toBe('MALFORMED_JSON')

    const unknownEvent = await collector.handleCollect(post(envelope({ eventName: 'Something Else' as never }), { category: 'analytics', name: 'Something Else' }))
    expect(unknownEvent.status).toBe(400)
  })

  it('refuses a body over the size limit with 413', async () => {
    const collector = createCollector({ database: async () => handle.db })
    const huge = envelope({ eventData: { padding: 'x'.repeat(collectorLimits.maxBodyBytes) } })
    const response = await collector.handleCollect(post(huge))
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('limits each client to its rate and answers 429 with Retry-After', async () => {
    let time = 1_000_000
    const collector = createCollector({ database: async () => handle.db, now: () => time })
    const { max } = collectorLimits.rateLimit
    for (let index = 0; index < max; index += 1) {
      expect((await collector.handleCollect(post('{', undefined, '10.9.9.9'))).status).toBe(400)
    }
    const refused = await collector.handleCollect(post(envelope(), undefined, '10.9.9.9'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await collector.handleCollect(post(envelope(), undefined, '10.8.8.8'))).status).toBe(204)
    time += collectorLimits.rateLimit.window * 1000
    expect((await collector.handleCollect(post(envelope(), undefined, '10.9.9.9'))).status).toBe(204)
  })
})

describe('POST /api/auth/client-log', () => {
  function logRequest(body: unknown, address = '10.1.1.1') {
    return Object.assign(
      new Request(`${site}/api/auth/client-log`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
      { ip: address },
    )
  }

  function setUp(now?: () => number) {
    const lines: Array<{ level: string; fields: Record<string, unknown>; message: string }> = []
    const logger = {
      error: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'error', fields, message }),
      warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'warn', fields, message }),
    }
    return { lines, handle: createClientLog({ logger: logger as never, now }) }
  }

  it('logs ERROR and WARN entries with their code, masking card numbers', async () => {
    const { lines, handle: log } = setUp()
    expect((await log(logRequest({ level: 'ERROR', code: 'UNCAUGHT_EXCEPTION', message: 'TypeError: x is undefined' }))).status).toBe(204)
    expect((await log(logRequest({ level: 'WARN', code: 'ELEMENT_LOAD_ERROR', message: 'img failed for 4111111111111111' }))).status).toBe(204)
    expect(lines).toEqual([
      { level: 'error', fields: expect.objectContaining({ source: 'browser', code: 'UNCAUGHT_EXCEPTION' }), message: 'TypeError: x is undefined' },
      { level: 'warn', fields: expect.objectContaining({ source: 'browser', code: 'ELEMENT_LOAD_ERROR' }), message: 'img failed for ****1111' },
    ])
  })

  it('answers 400 as JSON that does not repeat the input, and 413 past the size limit', async () => {
    const { lines, handle: log } = setUp()
    const bad = await log(logRequest({ level: 'ERROR', code: '<b>bold</b>', message: '<script>alert(1)</script>' }))
    expect(bad.status).toBe(400)
    expect(bad.headers.get('content-type')).toContain('application/json')
    expect(await bad.text()).not.toMatch(/<b>|<script>/)
    const large = await log(logRequest({ level: 'ERROR', code: 'CONSOLE_ERROR', message: 'x'.repeat(clientLogLimits.maxBodyBytes) }))
    expect(large.status).toBe(413)
    expect(lines).toHaveLength(0)
  })

  it('is rate-limited per client', async () => {
    const { handle: log } = setUp(() => 5_000_000)
    for (let index = 0; index < clientLogLimits.rateLimit.max; index += 1) {
      expect((await log(logRequest({ level: 'WARN', code: 'CONSOLE_WARN', message: `${index}` }, '10.2.2.2'))).status).toBe(204)
    }
    expect((await log(logRequest({ level: 'WARN', code: 'CONSOLE_WARN', message: 'one more' }, '10.2.2.2'))).status).toBe(429)
  })
})
