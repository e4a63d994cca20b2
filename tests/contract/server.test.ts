// Foundation: the production server as a new user runs it (built app, `node dist/serve.js`):
// fail-fast configuration, 404 and 500 pages without stack traces, compression, caching, SIGTERM.
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/database.server'
import { siteConfig } from '@server/db/schema'
import { seed } from '@server/db/seed.server'
import { assertBuilt, runToExit, serverFixtures, startServer as startProductionServer, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()

const fixtures = serverFixtures()
const { serverDatabase, tempDataDir } = fixtures
afterAll(() => fixtures.cleanUp())

/** These servers run as production with a configured secret, as an operator runs them. */
const startServer = (env: Record<string, string>) => startProductionServer({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ...env })

describe('start-up with a hostile environment', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://nope' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production', AUTH_SECRET: '' }, 'AUTH_SECRET'],
  ])('%o stops with one line naming the variable', async (env, variable) => {
    const { code, output } = await runToExit({ DATA_DIR: tempDataDir(), ...env })
    expect(code).toBe(1)
    expect(output.trim().split('\n')).toHaveLength(1)
    expect(output).toContain(variable)
    expect(output).not.toMatch(/\n\s+at /)
  })
})

describe('the production server', () => {
  let server: Started
  beforeAll(async () => {
    server = await startServer((await serverDatabase()).env)
  })
  afterAll(() => stopServer(server))

  it('serves the home page compressed, with security headers and a correlation id', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/)
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await response.text()).toContain('Where to next?')
    expect(server.output()).toContain(`"database":"${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}"`)
    expect(server.output()).toMatch(/"method":"GET","path":"\/","status":200,"durationMs":[\d.]+,"correlationId":"[0-9a-f-]{36}"/)
  })

  it('caches hashed assets for a year and serves them precompressed', async () => {
    // Files under 1 KB are not precompressed (scripts/precompress.ts): pick one that is.
    const asset = readdirSync('dist/client/assets').find((name) => name.endsWith('.js') && existsSync(`dist/client/assets/${name}.br`))
    const response = await fetch(`${server.url}/assets/${asset}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('reports the site package at /api/debug-info', async () => {
    const response = await fetch(`${server.url}/api/debug-info`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ sitePackage: { name: 'travel-rewards', version: expect.stringMatching(/^\d+\.\d+\.\d+/) } })
  })

  it('keeps draft mode off in production without a configured secret', async () => {
    const response = await fetch(`${server.url}/api/draft?secret=preview-drafts`, { redirect: 'manual' })
    expect(response.status).toBe(401)
  })

  it('resizes site images at /api/image and refuses bad input with a 400', async () => {
    const image = await fetch(`${server.url}/api/image?url=/images/samples/hotel-lobby.jpg&w=320`, { headers: { accept: 'image/webp' } })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('vary')).toBe('Accept')
    const bad = await fetch(`${server.url}/api/image?url=/images/samples/hotel-lobby.jpg&w=333`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors[0].code).toBe('IMAGE_WIDTH_INVALID')
  })

  it('answers a missing page with 404 and the site not-found page', async () => {
    const response = await fetch(`${server.url}/no-such-page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('find that page')
  })

  it('answers a server function id the build does not have with a 404, without a raw stack', async () => {
    // A well-formed payload, as a tab left open across a deploy sends: a malformed one is a 400 first (decision 110).
    const payload = JSON.stringify({ t: { t: 10, i: 0, p: { k: [], v: [] }, o: 0 }, f: 63, m: [] })
    const response = await fetch(`${server.url}/_serverFn/no-such-function`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', 'x-tsr-serverfn': 'true' }, body: payload })
    expect(response.status).toBe(404)
    expect((await response.json()).errors[0]).toEqual({ code: 'HTTP_404', category: 'VALIDATION', message: 'We could not find what you asked for.' })
    expect(server.output()).not.toContain('Server function info not found')
  })

  it('answers the edges of an attacker’s pass in the API’s error envelope (issue 41): a method a route does not take, a 5 MB body, a broken percent-encoding', async () => {
    const errorsOf = async (response: Response) => ((await response.json()) as { errors: { code: string }[] }).errors.map((error) => error.code)
    // PUT and OPTIONS on a session call: 405 with the endpoint's own Allow, not the HTML page, and no error logged.
    for (const method of ['PUT', 'OPTIONS']) {
      const refused = await fetch(`${server.url}/api/auth/access-tokens/create`, { method, headers: { origin: server.url } })
      expect(refused.status, method).toBe(405)
      expect(refused.headers.get('allow')).toBe('POST')
      expect(await errorsOf(refused)).toEqual(['HTTP_405'])
    }
    // TRACE (which fetch will not send) on an API route: 405 with that route's Allow.
    const { hostname, port } = new URL(server.url)
    const traced = await new Promise<string>((resolve, reject) => {
      let answer = ''
      const socket = connect(Number(port), hostname, () => socket.write(`TRACE /api/lxp/hotel/search HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`))
      socket.on('data', (chunk) => (answer += chunk))
      socket.once('close', () => resolve(answer))
      socket.once('error', reject)
    })
    expect(traced).toMatch(/^HTTP\/1\.1 405/)
    expect(traced).toMatch(/\r\nallow: POST\r\n/i)
    expect(traced).toContain('"code":"HTTP_405"')
    // A body over the limit: 413 PAYLOAD_TOO_LARGE, not the framework's own shape.
    const large = await fetch(`${server.url}/api/lxp/hotel/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'a'.repeat(5_000_000) })
    expect(large.status).toBe(413)
    expect(await errorsOf(large)).toEqual(['PAYLOAD_TOO_LARGE'])
    // A path that does not decode: 400 in the envelope, or a page for a browser.
    const broken = await fetch(`${server.url}/api/lxp/hotel/offers/%E0%A4%A`)
    expect(broken.status).toBe(400)
    expect(await errorsOf(broken)).toEqual(['HTTP_400'])
    const page = await fetch(`${server.url}/accommodations/%E0%A4%A`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(server.output()).not.toMatch(/"level":50[^\n]*access-tokens/)
  })

  it('has no sandbox calls: /api/sandbox/* answers 404 without SANDBOX (§D7.17: no test doors in production)', async () => {
    for (const [method, path] of [['POST', '/api/sandbox/reset'], ['PUT', '/api/sandbox/clock'], ['POST', '/api/sandbox/api-keys']] as const) {
      const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', origin: server.url }, body: '{"now":"2030-01-01T00:00:00Z"}' })
      expect(response.status, path).toBe(404)
    }
  })

  it('logs a client that hangs up halfway through a body as closed, without a raw stack', async () => {
    const { hostname, port } = new URL(server.url)
    for (const path of ['/api/lxp/hotel/search', '/api/locale']) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"half":`)
          setTimeout(() => socket.destroy(), 200)
        })
        socket.once('close', () => resolve())
        socket.once('error', reject)
      })
      await expect.poll(() => server.output()).toMatch(new RegExp(`"method":"POST","path":"${path.replace(/\//g, '\\/')}","status":499,.*"clientClosed":true`))
    }
    expect(server.output()).not.toContain('Error: aborted')
  })

  it('logs a client that hangs up before its answer (an image the browser no longer wants) as closed, without a raw stack', async () => {
    const { hostname, port } = new URL(server.url)
    const path = '/api/image'
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        // A width no other test asks for: the image is resized, not read from the cache, while the client goes.
        socket.write(`GET ${path}?url=/images/samples/hotel-lobby.jpg&w=1080 HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: image/webp\r\n\r\n`)
        setTimeout(() => socket.destroy(), 5)
      })
      socket.once('close', () => resolve())
      socket.once('error', reject)
    })
    await expect.poll(() => server.output()).toMatch(/"method":"GET","path":"\/api\/image","status":\d+,.*"clientClosed":true/)
    expect(server.output()).not.toContain('Error: aborted')
  })
})

describe('a failing page', () => {
  let server: Started
  beforeAll(async () => {
    const target = await serverDatabase()
    // A site configuration an editor broke: the page cannot render.
    const database = await openDatabase(target)
    await seed(database.db)
    await database.db.update(siteConfig).set({ data: { broken: true } })
    await database.close()
    server = await startServer(target.env)
  })
  afterAll(() => stopServer(server))

  it('answers 500 with the site error page, no stack trace, and logs the correlation id', async () => {
    const response = await fetch(`${server.url}/`)
    const html = await response.text()
    expect(response.status).toBe(500)
    expect(html).toContain('Something went wrong')
    expect(html).not.toMatch(/\bat .*\.(js|ts):\d+/)
    expect(html).not.toContain('ZodError')
    const correlationId = response.headers.get('x-correlation-id')
    expect(server.output()).toContain(`"status":500`)
    expect(server.output()).toContain(`"correlationId":"${correlationId}"`)
  })
})

describe('shutdown', () => {
  it('finishes on SIGTERM, closing the database', async () => {
    const server = await startServer((await serverDatabase()).env)
    await fetch(`${server.url}/`)
    expect(await stopServer(server, 'SIGTERM')).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
    // Starting a production server on a fresh database takes seconds on a loaded 2-core machine.
  }, 90_000)
})
