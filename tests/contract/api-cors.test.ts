// Issue 18: integrators' browser apps on API_CORS_ORIGINS may call the HTTP API across sites (CORS,
// never with credentials: docs/decisions/069), and every answer to a token or API key carries the IETF
// RateLimit fields of its credential's limit, a 429 included.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
vi.mock('@server/db/db.server', () => ({ database: async () => handle.db, databaseHandle: async () => handle }))

const partnerOrigin = 'https://app.partner.example'
// Read once by the configuration, before the handler first asks for it.
vi.stubEnv('API_CORS_ORIGINS', `${partnerOrigin}, https://other-app.partner.example`)

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { createApiCredential } = await import('@server/integrators/api-credentials.server')

const siteUrl = 'http://travel.test'
const destinations = `${siteUrl}/api/lxp/hotel/destinations?query=Paris`

function preflight(origin: string) {
  return handleApiRequest(new Request(destinations, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' } }))
}

function get(url: string, headers: Record<string, string> = {}) {
  return handleApiRequest(new Request(url, { headers }))
}

beforeAll(async () => {
  handle = await openTestDatabase()
  await seed(handle.db)
})
afterAll(async () => {
  await handle?.close()
  vi.unstubAllEnvs()
})

describe('a preflight', () => {
  it('from a configured origin answers 204 with what it may send, for ten minutes', async () => {
    const response = await preflight(partnerOrigin)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(partnerOrigin)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE')
    expect(response.headers.get('access-control-allow-headers')?.split(', ')).toEqual(['content-type', 'authorization', 'x-api-key', 'idempotency-key', 'x-correlation-id', 'x-api-session-id', 'x-page-locale', 'x-sim-scenario', 'x-sim-namespace'])
    expect(response.headers.get('access-control-max-age')).toBe('600')
    expect(response.headers.get('vary')).toContain('Origin')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('from any other origin answers 204 without CORS headers, so the browser refuses the call', async () => {
    for (const origin of ['https://evil.example', 'https://app.partner.example.evil.example', 'http://app.partner.example']) {
      const response = await preflight(origin)
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('access-control-allow-methods')).toBeNull()
    }
  })
})

describe('an actual answer', () => {
  it('to a configured origin may be read by its script, with the limit and correlation headers, never with credentials', async () => {
    const response = await get(destinations, { origin: partnerOrigin })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(partnerOrigin)
    expect(response.headers.get('vary')).toContain('Origin')
    expect(response.headers.get('access-control-expose-headers')?.split(', ')).toEqual(['retry-after', 'ratelimit', 'ratelimit-policy', 'idempotent-replayed', 'x-correlation-id', 'location'])
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(await response.json()).toBeTruthy()
  })

  it('to another origin, or without one, carries no CORS headers', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const response = await get(destinations, headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('access-control-expose-headers')).toBeNull()
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('of an error reaches the configured origin too, so its script can read why', async () => {
    const response = await get(destinations, { origin: partnerOrigin, 'x-api-key': 'rtk_unknown' })
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe(partnerOrigin)
  })
})

describe('RateLimit headers', () => {
  it("tell a credential's every answer where it stands, and its 429 when to come back", async () => {
    const { secret } = await createApiCredential(handle.db, { kind: 'partner-key', name: 'Counted partner', rateLimit: { max: 2, window: 60 } })
    const headers = { 'x-api-key': secret, origin: partnerOrigin }

    const first = await get(destinations, headers)
    expect(first.status).toBe(200)
    expect(first.headers.get('ratelimit-policy')).toBe('"api-credential";q=2;w=60')
    expect(first.headers.get('ratelimit')).toBe('"api-credential";r=1;t=60')

    const second = await get(destinations, headers)
    expect(second.status).toBe(200)
    expect(second.headers.get('ratelimit')).toMatch(/^"api-credential";r=0;t=(59|60)$/)

    const limited = await get(destinations, headers)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.headers.get('ratelimit-policy')).toBe('"api-credential";q=2;w=60')
    expect(limited.headers.get('ratelimit')).toBe(`"api-credential";r=0;t=${retryAfter}`)
    // The configured origin's script may read them.
    expect(limited.headers.get('access-control-allow-origin')).toBe(partnerOrigin)
  })

  it('are absent from a call without a credential', async () => {
    const response = await get(destinations)
    expect(response.headers.get('ratelimit')).toBeNull()
    expect(response.headers.get('ratelimit-policy')).toBeNull()
  })
})
