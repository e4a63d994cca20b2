// Foundation: the production server as a new user runs it (built app, `node server/serve.ts`):
// fail-fast configuration, 404 and 500 pages without stack traces, compression, caching, SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/database.server'
import { siteConfig } from '@server/db/schema'
import { seed } from '@server/db/seed.server'
import { createTestDatabase } from '../fixtures/database'

if (!existsSync('dist/server/server.js')) throw new Error('These tests serve the production build: run `npm run build` first.')

type Started = { process: ChildProcess; url: string; output: () => string }

async function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['server/serve.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000)
    child.stdout?.on('data', () => {
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"listening"/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1].replace(/\/$/, ''))
      }
    })
    child.on('exit', () => {
      clearTimeout(timer)
      reject(new Error(`server exited: ${output}`))
    })
  })
  return { process: child, url, output: () => output }
}

/** SIGTERM, then the exit code once the process has closed its database and exited. */
function stopServer(server: Started) {
  const exited = new Promise<number | null>((resolve) => server.process.on('exit', resolve))
  server.process.kill('SIGTERM')
  return exited
}

function runToExit(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['server/serve.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

const cleanups: (() => unknown)[] = []
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

/** Where a server under test keeps its data: PGlite in a temp folder, or a fresh PostgreSQL database. */
async function serverDatabase(): Promise<{ env: Record<string, string>; url?: string; dataDir: string }> {
  const dataDir = tempDataDir()
  const created = await createTestDatabase()
  if (!created) return { env: { DATA_DIR: dataDir }, dataDir }
  cleanups.push(created.drop)
  return { env: { DATA_DIR: dataDir, DATABASE_URL: created.url }, url: created.url, dataDir }
}

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
    expect(await stopServer(server)).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
    // Starting a production server on a fresh database takes seconds on a loaded 2-core machine.
  }, 90_000)
})
