// The production build as the README serves it (`npm start`: no NODE_ENV, no AUTH_SECRET, no
// DEV_TOOLS), probed as an attacker with curl would: docs/security.md names the requirement each case
// proves (ASVS 5.0 V13 configuration, V16 error handling, V8 authorization of developer tools, the
// open-redirect rule of SPEC.md §2 callbackUrl).
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@server/db/database.server'
import { seed } from '@server/db/seed.server'
import { assertBuilt, callServerFunction, runToExit, serverFixtures, startServer, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()
const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

// Every way a browser can be talked into leaving the site through a redirect we answer.
const offSiteTargets = [
  'https://evil.example/',
  '//evil.example/',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\r\n/evil.example',
  '%0d%0a//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  'https:%2F%2Fevil.example',
  'javascript:alert(1)',
  'http://127.0.0.1.evil.example/',
  'https://user@evil.example/',
]

/** The Location of a redirect, read as the browser reads it. */
function landing(response: Response, base: string) {
  const location = response.headers.get('location')
  expect(location, 'a redirect').toBeTruthy()
  return new URL(location!, base)
}

describe('the README build, as served to everyone', () => {
  let server: Started
  beforeAll(async () => {
    const { env } = await fixtures.serverDatabase()
    server = await startServer(env)
  })
  afterAll(() => stopServer(server))

  it('runs as production with the developer tools off, and warns about a generated secret', () => {
    expect(server.output()).toMatch(/"environment":"production","devTools":false/)
    if (!process.env.TEST_DATABASE_URL) expect(server.output()).toContain('AUTH_SECRET is not set')
  })

  it.each(['/dev/flags', '/dev/events', '/dev/gallery'])('answers %s with 404', async (path) => {
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
  })

  it.each(['listEditableFlags', 'listAnalyticsEvents'])('refuses the developer server function %s', async (name) => {
    const response = await callServerFunction(server, name)
    const body = await response.text()
    expect(body).not.toContain('uber-marketing-banner')
    expect(body).not.toContain('sessionId')
  })

  it.each(['/.git/config', '/.env', '/package.json', '/server/config/env.ts', '/assets/', '/.data/auth-secret'])('serves no source, secret or listing at %s', async (path) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(404)
  })

  it('does not echo a TRACE request', async () => {
    // fetch refuses TRACE itself: the raw request goes through node:http.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.url}/`, { method: 'TRACE', headers: { 'x-probe': 'echo-me' } }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => {
          expect(body).not.toContain('echo-me')
          resolve(response.statusCode ?? 0)
        })
      })
      request.on('error', reject)
      request.end()
    })
    expect(status).toBeGreaterThanOrEqual(400)
  })

  it('does not open draft mode with the development secret', async () => {
    expect((await fetch(`${server.url}/api/draft?secret=preview-drafts&redirect=/`, { redirect: 'manual' })).status).toBe(401)
  })

  it.each(offSiteTargets)('keeps /api/disable-draft?redirect=%j on the site', async (target) => {
    const response = await fetch(`${server.url}/api/disable-draft?redirect=${encodeURIComponent(target)}`, { redirect: 'manual' })
    expect(landing(response, server.url).origin).toBe(new URL(server.url).origin)
  })

  it.each(offSiteTargets)('keeps /api/disable-draft?redirect= raw %j on the site', async (target) => {
    const response = await fetch(`${server.url}/api/disable-draft?redirect=${target.replace(/[\t\r\n]/g, encodeURIComponent)}`, { redirect: 'manual' })
    expect(landing(response, server.url).origin).toBe(new URL(server.url).origin)
  })

  it('clears the draft cookie only for a visitor in draft mode', async () => {
    const response = await fetch(`${server.url}/api/disable-draft?redirect=/flights/`, { redirect: 'manual' })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(landing(response, server.url).pathname).toBe('/flights/')
  })

  it.each(offSiteTargets)('keeps the sign-out return %j on the site', async (target) => {
    const response = await fetch(`${server.url}/api/auth/logout?callbackUrl=${encodeURIComponent(target)}`, { redirect: 'manual' })
    expect(landing(response, server.url).origin).toBe(new URL(server.url).origin)
  })

  it.each(offSiteTargets)('keeps the sign-in return %j on the site', async (target) => {
    const response = await fetch(`${server.url}/auth/sign-in?provider=credentials&callbackUrl=${encodeURIComponent(target)}`, { redirect: 'manual' })
    const next = landing(response, server.url)
    expect(next.origin).toBe(new URL(server.url).origin)
    expect(new URL(next.searchParams.get('callbackUrl') ?? '/', server.url).origin).toBe(new URL(server.url).origin)
  })
})

describe('developer tools', () => {
  it('refuse to start on an address beyond this machine', async () => {
    const { code, output } = await runToExit({ DATA_DIR: fixtures.tempDataDir(), DEV_TOOLS: 'on', HOST: '0.0.0.0', PORT: '0' })
    expect(code).toBe(1)
    expect(output.trim().split('\n')).toHaveLength(1)
    expect(output).toContain('DEV_TOOLS')
  })
})

describe('a failing server function', () => {
  let server: Started
  beforeAll(async () => {
    const target = await fixtures.serverDatabase()
    // The table the events list reads is gone: its query fails with the database's own message.
    const database = await openDatabase(target)
    await seed(database.db)
    await database.db.execute(sql`DROP TABLE analytics_events`)
    await database.close()
    server = await startServer({ ...target.env, DEV_TOOLS: 'on' })
  })
  afterAll(() => stopServer(server))

  it('tells the browser nothing internal: the generic error, its correlation id in the answer and the details only in the log', async () => {
    const response = await callServerFunction(server, 'listAnalyticsEvents')
    const body = await response.text()
    // The framework sends the thrown error's message only: it is the generic one.
    expect(body).toContain('Something went wrong on our side. Please try again.')
    for (const internal of ['analytics_events', 'relation', 'select', 'does not exist', '.ts:', '.js:', '/work/', 'node_modules']) {
      expect(body.toLowerCase()).not.toContain(internal)
    }
    const correlationId = response.headers.get('x-correlation-id')!
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(server.output()).toContain('analytics_events')
    expect(server.output()).toContain(`"correlationId":"${correlationId}"`)
  })
})
