// Issue 41: a 429 had category SECURITY from the BFF, BUSINESS from the travel platform's simulator, and the
// guide said AVAILABILITY. One category for every rate limit, said once (contracts/api/api-error.ts
// `rateLimitCategory`): AVAILABILITY, as the guide *Errors* defines it (we are busy for you now: wait and try
// again); SECURITY says who may call, which waiting never changes. The guide says the same.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rateLimitCategory, tooManyRequestsError } from '@contracts/api/api-error'
import { RateLimitedError } from '@server/http/errors'
import { inErrorEnvelope } from '@server/auth/auth-error-envelope'
import { SimulatorError } from '@simulator/simulator-error'

describe('the category of a 429', () => {
  it('is AVAILABILITY wherever a rate limit is answered: the BFF, the session calls, the travel platform', async () => {
    expect(rateLimitCategory).toBe('AVAILABILITY')
    expect(tooManyRequestsError('Wait.')).toEqual({ code: 'TOO_MANY_REQUESTS', category: 'AVAILABILITY', message: 'Wait.' })
    expect(new RateLimitedError('Wait.', 5).errors).toEqual([tooManyRequestsError('Wait.')])
    expect(new SimulatorError('TOO_MANY_REQUESTS', 'Wait.', { status: 429 }).errors[0]?.category).toBe(rateLimitCategory)
    const wrapped = await inErrorEnvelope(new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429, headers: { 'x-retry-after': '3' } }), {
      bearer: false,
      rateLimit: { name: 'sign-in', max: 5, window: 10 },
    })
    expect(((await wrapped.json()) as { errors: { category: string }[] }).errors[0]?.category).toBe(rateLimitCategory)
  })

  it('is the one the guide gives a rate limit', () => {
    const guide = readFileSync('docs/api/guides.md', 'utf8')
    expect(guide).toContain('`AVAILABILITY` when we are busy')
    expect(guide).toContain('answers `429` with `TOO_MANY_REQUESTS` (category `AVAILABILITY`')
  })
})
