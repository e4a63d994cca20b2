// The production server as an on-call engineer meets it (issue 38): a Redis that hangs holds no request
// and no shutdown; SIGTERM drains (/readyz says "draining" at once while the listener serves on, each
// answer then closing its connection); a hung dependency cannot keep the process past its deadline.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertBuilt, serverFixtures, startServer as startProductionServer, stopServer } from '../fixtures/production-server'

assertBuilt()

const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())
const startServer = (env: Record<string, string>) => startProductionServer({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ...env })

/** A server that accepts connections and swallows every byte: a hung Redis or upstream. */
const sockets = new Set<net.Socket>()
const silent = net.createServer((socket) => void sockets.add(socket.on('data', () => undefined)))
let silentPort = 0
beforeAll(async () => {
  await new Promise((resolve) => silent.listen(0, '127.0.0.1', () => resolve(undefined)))
  silentPort = (silent.address() as net.AddressInfo).port
})
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  silent.close()
})

/** A browser's warning for the server log: rate-limited per client through the shared store. */
const clientLog = (base: string) =>
  fetch(`${base}/api/auth/client-log`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ level: 'WARN', code: 'W1', message: 'a warning' }) })

describe('a hung Redis, then SIGTERM', () => {
  it('answers calls counted in this process, says so once, and drains: 503 "draining" at once, served on, then stopped', async () => {
    const { env } = await fixtures.serverDatabase()
    const server = await startServer({ ...env, REDIS_URL: `redis://127.0.0.1:${silentPort}`, RATE_LIMIT_TIMEOUT_MS: '200', DRAIN_DELAY_MS: '4000' })
    const statuses = []
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await clientLog(server.url)).status)
    expect(statuses).toEqual([204, 204, 204])
    expect(server.output().match(/the shared rate-limit store failed/g)).toHaveLength(1)
    // Readiness is this instance's: Redis is reported, and the instance stays in the balancer.
    const degraded = await fetch(`${server.url}/readyz`)
    expect([degraded.status, await degraded.json()]).toEqual([200, { status: 'degraded', checks: { database: 'ok', migrations: 'ok', upstream: 'embedded', rateLimits: 'degraded' } }])

    const exited = stopServer(server, 'SIGTERM')
    await expect.poll(() => server.output()).toContain('"msg":"draining')
    const ready = await fetch(`${server.url}/readyz`)
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining' }])
    // Still serving while the balancer takes note; each answer ends its keep-alive connection.
    const live = await fetch(`${server.url}/healthz`)
    expect([live.status, live.headers.get('connection')]).toEqual([200, 'close'])
    expect(await exited).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
  }, 120_000)
})

describe('a hung upstream, then SIGTERM', () => {
  it('exits within SHUTDOWN_TIMEOUT_MS with one line saying so, though a request still waits on the upstream', async () => {
    const { env } = await fixtures.serverDatabase()
    const server = await startServer({ ...env, LXP_BASE_URL: `http://127.0.0.1:${silentPort}`, SHUTDOWN_TIMEOUT_MS: '1000' })
    const waiting = fetch(`${server.url}/api/lxp/hotel/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ destination: 'New York', checkIn: '2030-01-10', checkOut: '2030-01-12', rooms: [{ adults: 2, childAges: [] }] }),
    }).catch(() => undefined)
    await expect.poll(() => sockets.size, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await stopServer(server, 'SIGTERM')).toBe(1)
    expect(server.output()).toContain('"msg":"shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting"')
    await waiting
  }, 120_000)
})
