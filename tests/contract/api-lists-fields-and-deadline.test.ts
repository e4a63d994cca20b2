// Issue 41 items 3 to 5 for the partners' API (docs/decisions/136): every list answers one shape
// (`items`, `total`, `page`, `pageSize`, `pageCount`) with one default and maximum page size (§R9.10);
// a field the contract does not know is refused with a 400 naming it; and a booking the travel
// platform cannot take is answered within the API's deadline, with Retry-After.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { apiRetryPolicy } from '@contracts/api/retry-policy'
import { pageSizeLimits } from '@contracts/domain/travel'
import { apiContract } from '@contracts/index'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

// Before the configuration is first read: a sandbox, so a scenario can make the travel platform unavailable.
vi.stubEnv('SANDBOX', 'on')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { openApiDocument } = await import('@server/bff/openapi.server')

const run = `${process.pid}-${Date.now()}`

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init = body === undefined ? { method, headers } : { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
  const response = await handleApiRequest(new Request(`http://localhost${path}`, init))
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node)))
}

/** The object schemas a schema takes, however wrapped: one, or each option of a union (tours or transport). */
function objectsOf(schema: unknown): z.ZodObject[] {
  if (schema instanceof z.ZodPipe) return objectsOf(schema.in)
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(objectsOf)
  return schema instanceof z.ZodObject ? [schema] : []
}

const keysOf = (schema: unknown) => objectsOf(schema).flatMap((object) => Object.keys(object.shape))

const search = { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }] }

describe('one list shape (guide *Paging*)', () => {
  const routes = routesOf(apiContract)

  it('answers items, total, page, pageSize and pageCount on every paged list, with the one default page size', () => {
    const inputOf = (route: AppRoute) => ('body' in route && route.body) || route.query
    const paged = routes.filter((route) => keysOf(inputOf(route)).includes('pageSize'))
    expect(paged.map((route) => route.path).sort()).toEqual(
      [...reservationTypes.map((line) => `/api/lxp/${line}/search`), '/api/lxp/air/exchange/:reservationId/search', '/api/lxp/customer/reservations', '/api/lxp/customer/points/activity', '/api/webhooks/endpoints/:endpointId/deliveries'].sort(),
    )
    for (const route of paged) {
      expect(keysOf(route.responses[200]), route.path).toEqual(expect.arrayContaining(['items', 'total', 'page', 'pageSize', 'pageCount']))
      for (const { shape } of objectsOf(inputOf(route))) expect(z.object({ page: shape.page, pageSize: shape.pageSize }).parse({}), route.path).toEqual({ page: 1, pageSize: pageSizeLimits.default })
    }
  })

  it('answers a hotel search with the default page and refuses a page size past the maximum', async () => {
    const found = await api('POST', '/api/lxp/hotel/search', search)
    expect(found.status).toBe(200)
    const page = found.body as { items: unknown[]; total: number; page: number; pageSize: number; pageCount: number }
    expect(page).toMatchObject({ page: 1, pageSize: pageSizeLimits.default, pageCount: Math.ceil(page.total / pageSizeLimits.default) })
    expect(page.items.length).toBeLessThanOrEqual(pageSizeLimits.default)
    const tooLarge = await api('POST', '/api/lxp/hotel/search', { ...search, pageSize: pageSizeLimits.max + 1 })
    expect(tooLarge.status).toBe(400)
    expect(ApiErrorsSchema.parse(tooLarge.body).errors.map((error) => error.field)).toEqual(['body.pageSize'])
  })
})

describe('unknown fields refused (guide *Errors*)', () => {
  it('refuses a body with fields the contract does not know, naming each, however deep', async () => {
    const refused = await api('POST', '/api/lxp/hotel/search', { ...search, pagesize: 5, sortBy: 'price-asc', rooms: [{ adults: 2, childAges: [], kids: 1 }] })
    expect(refused.status).toBe(400)
    const { errors } = ApiErrorsSchema.parse(refused.body)
    expect(errors.map((error) => error.field)).toEqual(['body.rooms.0.kids', 'body.pagesize', 'body.sortBy'])
    expect(errors.every((error) => error.code === 'VALIDATION_ERROR' && error.category === 'VALIDATION')).toBe(true)
  })

  it("refuses the names of an object's own built-ins as unknown fields, in a body or a query, never a 500", async () => {
    const body = { ...search, constructor: { x: 1 }, toString: 1, rooms: [{ ...JSON.parse('{"__proto__":{"x":1}}'), adults: 2, childAges: [], hasOwnProperty: 1 }] }
    const refused = await api('POST', '/api/lxp/hotel/search', body)
    expect(refused.status).toBe(400)
    expect(ApiErrorsSchema.parse(refused.body).errors.map((error) => error.field).sort()).toEqual(['body.constructor', 'body.rooms.0.__proto__', 'body.rooms.0.hasOwnProperty', 'body.toString'])
    const query = await api('GET', '/api/lxp/hotel/destinations?query=par&constructor=1&__proto__=1')
    expect(query.status).toBe(400)
    expect(ApiErrorsSchema.parse(query.body).errors.map((error) => error.field).sort()).toEqual(['query.__proto__', 'query.constructor'])
  })

  it('refuses a query with a parameter the contract does not know', async () => {
    const refused = await api('GET', '/api/lxp/hotel/destinations?query=par&limt=3')
    expect(refused.status).toBe(400)
    expect(ApiErrorsSchema.parse(refused.body).errors.map((error) => error.field)).toEqual(['query.limt'])
    expect((await api('GET', '/api/lxp/hotel/destinations?query=par&limit=3')).status).toBe(200)
  })

  it('refuses a query parameter given twice, naming it, rather than guessing which was meant (issue 41)', async () => {
    const refused = await api('GET', '/api/lxp/hotel/destinations?query=par&limit=3&limit=4')
    expect(refused.status).toBe(400)
    const { errors } = ApiErrorsSchema.parse(refused.body)
    expect(errors).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'query.limit', message: 'query.limit: given 2 times: give it once.' })])
  })
})

describe('retries with a deadline (guide *Retries*)', () => {
  it('answers a booking the travel platform cannot take within the deadline, with Retry-After for what is left of it', { timeout: 30_000 }, async () => {
    // The document's own example of a hotel booking (one the server takes: decision 130).
    const paths: Record<string, unknown> = openApiDocument().paths
    const booking = (paths['/api/lxp/hotel/book'] as { post: { requestBody: { content: Record<string, { example: unknown }> } } }).post.requestBody.content['application/json']?.example
    const started = performance.now()
    const answer = await api('POST', '/api/lxp/hotel/book', booking, { 'idempotency-key': `deadline-${run}`, [lxpHeaders.scenario]: 'unavailable' })
    const elapsed = performance.now() - started
    expect(answer.status).toBe(503)
    expect(elapsed).toBeLessThan(apiRetryPolicy.deadlineMs)
    expect(Number(answer.headers.get('retry-after'))).toBe(apiRetryPolicy.unavailableRetryAfterSeconds)
    expect(elapsed / 1000 + apiRetryPolicy.unavailableRetryAfterSeconds).toBeLessThanOrEqual(apiRetryPolicy.deadlineMs / 1000 + 1)
  })
})
