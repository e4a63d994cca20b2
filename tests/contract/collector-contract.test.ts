// §R7.23 "Analytics", issue 7: POST /api/collector/logs is in the ts-rest contract, so the OpenAPI
// document describes it (and stays valid), and the collector's real answers are the contract's.
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CollectorEnvelopeSchema } from '@contracts/analytics/analytics.schema'
import { collectorContract } from '@contracts/analytics/collector.contract'
import { createCollector } from '@server/analytics/collector.server'
import type { DatabaseHandle } from '@server/db/database.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db }))
const { openApiDocument } = await import('@server/bff/openapi.server')

beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

type Operation = { summary?: string; parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown> }

describe('the collector in the OpenAPI document', () => {
  it('describes POST /api/collector/logs with its query, body and answers, and the document stays valid', async () => {
    const document = openApiDocument()
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    const operation = (document.paths as Record<string, Record<string, Operation>>)['/api/collector/logs']?.post
    expect(operation?.summary).toBe('Record one analytics event')
    expect(operation?.parameters?.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name).sort()).toEqual(['category', 'fields', 'name'])
    expect(operation?.requestBody?.content['application/json']?.schema).toBeTruthy()
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['204', '400', '405', '413', '429'])
    expect(JSON.stringify(document.components)).toContain('"eventName"')
  })
})

describe('the collector answers as its contract says', () => {
  const event = {
    timestamp: '2026-11-22T10:00:00.000Z',
    environment: 'prod',
    eventData: { pageType: 'home' },
    eventName: 'Page Load Started',
    serviceName: 'travel-rewards',
    sitePackage: 'travel-rewards@0.1.0',
    source: 'browser',
    spanId: '0123456789abcdef',
    traceId: '0123456789abcdef0123456789abcdef',
    url: 'http://localhost/',
    userAgent: 'vitest',
  }
  const post = (body: unknown, query = 'category=analytics&name=Page%20Load%20Started') =>
    Object.assign(new Request(`http://localhost/api/collector/logs?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), { ip: '10.9.9.9' })

  it('a body the contract accepts is stored (204); one it refuses is a 400 error object', async () => {
    const { responses, query: querySchema } = collectorContract.logs
    expect(CollectorEnvelopeSchema.safeParse(event).success).toBe(true)
    expect(querySchema.safeParse({ category: 'analytics', name: 'Page Load Started' }).success).toBe(true)
    const collector = createCollector({ database: async () => handle.db })
    expect((await collector.handleCollect(post(event))).status).toBe(204)

    const refused = await collector.handleCollect(post({ ...event, traceId: 'not-hex' }))
    expect(refused.status).toBe(400)
    expect(responses[400].safeParse(await refused.json()).success).toBe(true)
  })
})
