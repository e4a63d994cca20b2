// The rate-limit store's decision carries what the RateLimit headers report: attempts left and
// seconds until the window resets (the memory store on a moved clock; PostgreSQL and Redis go through
// rate-limiter-flexible's remainingPoints and msBeforeNext).
import { describe, expect, it } from 'vitest'
import { memoryRateLimitStore } from '@server/http/rate-limit-store.server'
import { rateLimitHeaders } from '@server/http/rate-limit-headers'

describe('the memory store', () => {
  it('counts down what remains and the seconds until the window resets, then refuses until it does', async () => {
    const clock = { now: 1_000_000 }
    const store = memoryRateLimitStore(() => clock.now)
    const limit = { window: 60, max: 2 }
    expect(await store.consume('k', limit)).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 })
    clock.now += 10_000
    expect(await store.consume('k', limit)).toEqual({ allowed: true, remaining: 0, resetSeconds: 50 })
    clock.now += 20_000
    expect(await store.consume('k', limit)).toEqual({ allowed: false, retryAfterSeconds: 30, remaining: 0, resetSeconds: 30 })
    clock.now += 30_000
    expect(await store.consume('k', limit)).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 })
  })

  it('keeps a long window when a shorter limit counts later (issue 35: a sign-in attempt ended lookup locks)', async () => {
    const clock = { now: 1_000_000 }
    const store = memoryRateLimitStore(() => clock.now)
    const lock = { window: 600, max: 1 }
    expect((await store.consume('lookup', lock)).allowed).toBe(true)
    expect((await store.consume('lookup', lock)).allowed).toBe(false)
    clock.now += 15_000
    expect((await store.consume('sign-in', { window: 10, max: 3 })).allowed).toBe(true)
    expect(await store.consume('lookup', lock)).toEqual({ allowed: false, retryAfterSeconds: 585, remaining: 0, resetSeconds: 585 })
    clock.now += 585_000
    expect((await store.consume('lookup', lock)).allowed).toBe(true)
  })
})

describe('rateLimitHeaders', () => {
  it('writes the draft-ietf-httpapi-ratelimit-headers fields', () => {
    expect(rateLimitHeaders({ name: 'api-credential', window: 60, max: 120 }, 7, 42)).toEqual({ 'ratelimit-policy': '"api-credential";q=120;w=60', ratelimit: '"api-credential";r=7;t=42' })
  })
})
