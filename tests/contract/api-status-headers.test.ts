// What a refusal of the HTTP API tells a caller to do next (issue 41): a 401 names the scheme to
// authenticate with (RFC 6750 `WWW-Authenticate: Bearer`, `error="invalid_token"` for a bad token or
// key), a 503 says when to come back (`Retry-After`), a path asked with a method it does not take
// answers 405 with `Allow`, each in the contract's error shape; and the OpenAPI document says so.
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

// Before the configuration is first read: a sandbox, so a scenario can make the travel platform unavailable.
vi.stubEnv('SANDBOX', 'on')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { openApiDocument } = await import('@server/bff/openapi.server')

const run = `${process.pid}-${Date.now()}`
const destinations = '/api/lxp/hotel/destinations?query=par&limit=3'

async function api(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await handleApiRequest(new Request(`http://localhost${path}`, { method, headers }))
  return { status: response.status, headers: response.headers, errors: ApiErrorsSchema.parse(await response.json()).errors }
}

type Response = { headers?: Record<string, unknown> }
const operations = Object.entries(openApiDocument().paths as Record<string, Record<string, { responses: Record<string, Response> }>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, path, responses: operation.responses })),
)

describe('the HTTP API says what to do next', () => {
  it('answers a bad API key or token 401 with a Bearer challenge naming invalid_token', async () => {
    const badCredentials: Record<string, string>[] = [{ 'x-api-key': 'rtk_unknown' }, { authorization: `Bearer rtm_${'x'.repeat(43)}` }]
    for (const headers of badCredentials) {
      const answer = await api('GET', destinations, headers)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API", error="invalid_token"')
    }
  })

  it('answers 503 with Retry-After when the travel platform stays unavailable', async () => {
    const answer = await api('GET', destinations, { [lxpHeaders.scenario]: `unavailable:3:retry-after-${run}` })
    expect(answer.status).toBe(503)
    expect(answer.errors[0]?.code).toBe('SERVICE_UNAVAILABLE')
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })

  it('answers a method a path does not take 405 with Allow, and an unknown path 404', async () => {
    const search = await api('GET', '/api/lxp/hotel/search')
    expect(search.status).toBe(405)
    expect(search.headers.get('allow')).toBe('POST')
    expect(search.errors[0]).toMatchObject({ code: 'HTTP_405', category: 'VALIDATION' })
    const book = await api('DELETE', '/api/lxp/hotel/book')
    expect(book.status).toBe(405)
    expect(book.headers.get('allow')).toBe('POST')
    const missing = await api('GET', '/api/lxp/hotel/no-such-route')
    expect(missing.status).toBe(404)
    // Worded and classed as the 404 of any other /api path (tests/contract/api-paths.test.ts).
    expect(missing.errors[0]).toEqual({ code: 'HTTP_404', category: 'VALIDATION', message: errorMessageFor('HTTP_404', 'en-US') })
  })

  it('is described so in the OpenAPI document: WWW-Authenticate on every 401 of the API, Retry-After on every 503', () => {
    const unauthorized = operations.filter(({ path, responses }) => path.startsWith('/api/lxp/') && responses['401'])
    expect(unauthorized.length).toBeGreaterThan(0)
    for (const { where, responses } of unauthorized) expect(Object.keys(responses['401']?.headers ?? {}), where).toContain('www-authenticate')
    for (const { where, responses } of operations.filter(({ responses }) => responses['503'])) expect(Object.keys(responses['503']?.headers ?? {}), where).toContain('retry-after')
  })
})
