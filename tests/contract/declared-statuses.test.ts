// Issue 41 (the partner's first finding): the typed client's answers are the contract's declared responses,
// so a status the server answers and the route does not declare is one a partner cannot narrow on (`status
// === 503` did not compile after `hotel.search`). Every route of the API declares the shared failures
// (contracts/api/api-error.ts `commonErrorResponses`, merged into every route once), every status the
// OpenAPI document says the server answers there (405 aside: no typed call sends another method), and the
// statuses the server is seen to answer: a bad key (401), a key on a member's route (403), the travel
// platform's limit (429) and outage (503).
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema, bodyErrorResponses, commonErrorResponses, errorObjectsOf } from '@contracts/api/api-error'
import { apiContract } from '@contracts/index'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

// Before the configuration is first read: a sandbox, so a scenario can make the travel platform refuse.
vi.stubEnv('SANDBOX', 'on')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { openApiDocument } = await import('@server/bff/openapi.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')

const run = `${process.pid}-${Date.now()}`

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node)))
}

const routes = routesOf(apiContract)
const where = (route: AppRoute) => `${route.method} ${route.path}`
const declared = (route: AppRoute) => Object.keys(route.responses).map(Number)

const findRoute = (method: string, path: string) => routes.find((each) => each.method === method && new RegExp(`^${each.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path))

function routeOf(method: string, path: string) {
  const route = findRoute(method, path)
  if (!route) throw new Error(`no route for ${method} ${path}`)
  return route
}

async function api(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers = { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers }
  const response = await handleApiRequest(new Request(`http://localhost${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) }))
  return { status: response.status, body: (await response.json()) as unknown }
}

const search = { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: [{ adults: 2, childAges: [] }] }

describe("every status a route can answer is declared in its contract (the typed client's answers)", () => {
  it('merges the shared failures into every route, in the error shape, a body’s too where it takes one', () => {
    expect(routes.length).toBeGreaterThan(60)
    for (const route of routes) {
      const shared = { ...commonErrorResponses, ...('body' in route ? bodyErrorResponses : {}) }
      for (const status of Object.keys(shared).map(Number)) {
        expect(declared(route), `${where(route)} ${status}`).toContain(status)
        // The shared schema, or the route's own error wrapper (bookErrors, cancelErrors, modifyErrors) for its 409 and 422.
        const schema = (route.responses as Record<number, unknown>)[status]
        expect(schema === ApiErrorsSchema || errorObjectsOf((schema as { meta?: () => { examples?: unknown[] } }).meta?.()?.examples?.[0]) !== undefined, `${where(route)} ${status}`).toBe(true)
      }
    }
  })

  it('declares every status the OpenAPI document says the server answers (405 aside)', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>
    let checked = 0
    for (const [path, methods] of Object.entries(paths)) {
      if (!/^\/api\/(lxp|site|messages|webhooks)\//.test(path)) continue
      for (const [method, operation] of Object.entries(methods)) {
        // The sandbox's own webhook call is the sandbox contract's, not the partners' API.
        const route = findRoute(method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x'))
        if (!route) continue
        const documented = Object.keys(operation.responses).map(Number).filter((status) => status !== 405)
        expect(documented.filter((status) => !declared(route).includes(status)), where(route)).toEqual([])
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(60)
  })

  it('declares each status the server answers a hotel search with: 401, 429, 503; and a key on a member’s route 403', async () => {
    const seen: { route: AppRoute; status: number }[] = []
    const searchRoute = routeOf('POST', '/api/lxp/hotel/search')
    const badKey = await api('POST', '/api/lxp/hotel/search', { body: search, headers: { 'x-api-key': 'rtk_unknown' } })
    expect(badKey.status).toBe(401)
    seen.push({ route: searchRoute, status: badKey.status })
    const limited = await api('POST', '/api/lxp/hotel/search', { body: search, headers: { [lxpHeaders.scenario]: `rate-limited:1:declared-${run}` } })
    expect(limited.status).toBe(429)
    seen.push({ route: searchRoute, status: limited.status })
    const unavailable = await api('POST', '/api/lxp/hotel/search', { body: search, headers: { [lxpHeaders.scenario]: `unavailable:1:declared-${run}` } })
    expect(unavailable.status).toBe(503)
    seen.push({ route: searchRoute, status: unavailable.status })
    const { secret } = await createApiCredential(seeded.db, { kind: 'partner-key', name: `declared statuses ${run}` })
    const profile = await api('GET', '/api/lxp/customer/profile', { headers: { 'x-api-key': secret } })
    expect(profile.status).toBe(403)
    seen.push({ route: routeOf('GET', '/api/lxp/customer/profile'), status: profile.status })
    for (const { route, status } of seen) expect(declared(route), `${where(route)} ${status}`).toContain(status)
    for (const answer of [badKey, limited, unavailable, profile]) expect(ApiErrorsSchema.safeParse(answer.body).success).toBe(true)
  })
})
