// A shared rate-limit store that is down or hung never holds a request (issue 38): Redis refusing
// connections, and a Redis that accepts TCP and never answers, both leave the counting to this process
// at once, with one log line; the store answering again is one line more.
import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryRateLimitStore, redisRateLimitStore, withLocalFallback, type RateLimitStore } from '@server/http/rate-limit-store.server'
import { logger } from '@server/log/logger'

afterEach(() => vi.restoreAllMocks())

const limit = { window: 60, max: 2 }
const timeoutMs = 200

/** A port nothing listens on: one that was free a moment ago. */
async function refusingPort() {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A server that accepts connections and swallows every byte: a hung Redis. */
async function silentServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('data', () => undefined)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

async function expectCountedHere(store: RateLimitStore) {
  expect((await store.consume('guest', limit)).allowed).toBe(true)
  expect((await store.consume('guest', limit)).allowed).toBe(true)
  expect((await store.consume('guest', limit)).allowed).toBe(false)
}

describe('a Redis that cannot count', () => {
  it.each([
    ['refuses connections', async () => ({ port: await refusingPort(), close: async () => undefined })],
    ['accepts connections and never answers', silentServer],
  ])('one that %s: this process counts, the limit still holds, one warning says so', async (_, start) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const redis = await start()
    const store = withLocalFallback(await redisRateLimitStore(`redis://127.0.0.1:${redis.port}`, timeoutMs), timeoutMs)
    try {
      await expectCountedHere(store)
      expect(store.degraded?.()).toBe(true)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ store: 'redis' }), 'the shared rate-limit store failed; counting in this process meanwhile')
    } finally {
      await store.close()
      await redis.close()
    }
  })
})

describe('withLocalFallback', () => {
  it('counts in the shared store again once it answers, with one line saying so', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined)
    let down = true
    const remote = memoryRateLimitStore()
    const flaky: RateLimitStore = {
      kind: 'redis',
      consume: (key, rule) => (down ? Promise.reject(new Error('connection refused')) : remote.consume(key, rule)),
      close: async () => undefined,
    }
    const store = withLocalFallback(flaky, timeoutMs)
    expect(await store.consume('guest', limit)).toMatchObject({ allowed: true, remaining: 1 })
    expect(await store.consume('guest', limit)).toMatchObject({ allowed: true, remaining: 0 })
    expect(warn).toHaveBeenCalledTimes(1)
    down = false
    expect(await store.consume('guest', limit)).toMatchObject({ allowed: true, remaining: 1 })
    expect(store.degraded?.()).toBe(false)
    expect(info).toHaveBeenCalledWith({ store: 'redis' }, 'the shared rate-limit store answers again; counting there')
  })

  it('passes on a refusal of the shared store: a limit reached there is reached', async () => {
    const remote = memoryRateLimitStore()
    const store = withLocalFallback({ ...remote, kind: 'postgres' }, timeoutMs)
    await expectCountedHere(store)
    expect(store.degraded?.()).toBe(false)
  })
})
