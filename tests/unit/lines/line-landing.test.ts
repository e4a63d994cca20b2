// Issue 19 item 5 (landing pages), §R9 default time zone UTC: the season and the seasonal offers
// follow today's date (no spring promotion in November), and the server's cache of popular destinations
// is bounded in size and time; the flights landing prices routes only from the airports the locales choose.
import { describe, expect, it } from 'vitest'
import { isInSeason, seasonOf, seasons } from '~/features/lines/line-seasons'
import { boundedCache } from '@server/landing/landing.server'
import { LandingDestinationsInputSchema } from '@server/landing/landing-input'
import { landingOriginOf } from '~/features/lines/line-landing.queries'

describe('seasonal landing content', () => {
  it('shows winter sun from November to February and each month has one season', () => {
    expect(seasonOf('2026-11-27').key).toBe('winter-sun')
    expect(seasonOf('2027-02-28').key).toBe('winter-sun')
    expect(seasonOf('2027-04-10').key).toBe('spring-cities')
    expect(seasonOf('2027-07-01').key).toBe('summer-coast')
    expect(seasonOf('2027-10-31').key).toBe('autumn-cities')
    const months = seasons.flatMap((season) => season.months)
    expect([...months].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('reads today in UTC: 23:30 in New York on 31 October is already November', () => {
    // 2026-11-01T03:30Z is 23:30 on 31 October in New York: the site's time zone is UTC.
    expect(seasonOf(new Date('2026-11-01T03:30:00Z').toISOString().slice(0, 10)).key).toBe('winter-sun')
  })

  it('leaves a spring banner out in November and keeps a banner without months all year', () => {
    const spring = { months: [3, 4, 5] }
    expect(isInSeason(spring, '2026-11-27')).toBe(false)
    expect(isInSeason(spring, '2027-04-01')).toBe(true)
    expect(isInSeason({}, '2026-11-27')).toBe(true)
  })
})

describe('boundedCache', () => {
  it('forgets an entry after its time and the oldest entry when full', () => {
    let now = 0
    const cache = boundedCache<string>({ entries: 2, ttlMs: 1000 }, () => now)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.set('c', 'C')
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('c')).toBe('C')
    now = 1001
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('c')).toBeUndefined()
  })
})

describe("the landing's popular flights", () => {
  it('leave only from the airports the locales choose: another code is refused, not priced', () => {
    for (const origin of Object.values(landingOriginOf)) expect(LandingDestinationsInputSchema.safeParse({ line: 'air', origin }).success).toBe(true)
    expect(LandingDestinationsInputSchema.safeParse({ line: 'air' }).success).toBe(true)
    expect(LandingDestinationsInputSchema.safeParse({ line: 'air', origin: 'CDG' }).success).toBe(false)
  })
})
