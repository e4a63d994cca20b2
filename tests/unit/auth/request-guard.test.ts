// docs/requirements.md issue 4 / §D5: at most 3 sign-in attempts per 10 s per client, also for server
// functions; state-changing calls from another site are refused.
import { describe, expect, it } from 'vitest'
import { assertSameOrigin, createRateLimiter, TooManyRequestsError } from '@server/auth/request-guard.server'

describe('createRateLimiter', () => {
  it('allows 3 attempts per 10 s per key, then refuses until the window has passed', async () => {
    let now = 1_000_000
    const limiter = createRateLimiter({ window: 10, max: 3 }, () => now)
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume('client-a')
    await expect(limiter.consume('client-a')).rejects.toThrow(TooManyRequestsError)
    await limiter.consume('client-b')
    now += 9_999
    await expect(limiter.consume('client-a')).rejects.toThrow(TooManyRequestsError)
    now += 1
    await expect(limiter.consume('client-a')).resolves.toBeUndefined()
  })

  it('says how long to wait', async () => {
    let now = 0
    const limiter = createRateLimiter({ window: 10, max: 1 }, () => now)
    await limiter.consume('c')
    now = 2_500
    await expect(limiter.consume('c')).rejects.toMatchObject({ retryAfterSeconds: 8 })
  })
})

describe('assertSameOrigin', () => {
  const site = 'https://travel.example'
  const request = (headers: Record<string, string>) => new Request(`${site}/_serverFn/x`, { method: 'POST', headers })

  it('accepts the site origin, same-origin fetch metadata, or neither (non-browser clients)', () => {
    expect(() => assertSameOrigin(request({ origin: site }), site)).not.toThrow()
    expect(() => assertSameOrigin(request({ 'sec-fetch-site': 'same-origin' }), site)).not.toThrow()
    expect(() => assertSameOrigin(request({}), site)).not.toThrow()
  })

  it('refuses another origin or a cross-site fetch', () => {
    expect(() => assertSameOrigin(request({ origin: 'https://evil.example' }), site)).toThrow('did not come from this site')
    expect(() => assertSameOrigin(request({ 'sec-fetch-site': 'cross-site' }), site)).toThrow()
  })
})
