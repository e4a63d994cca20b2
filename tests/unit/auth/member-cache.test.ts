// Issue 40: who a session cookie signs in, kept between page views (server/auth/member-cache.server.ts).
import { describe, expect, it } from 'vitest'
import { createMemberCache } from '@server/auth/member-cache.server'

const member = (userId: string, expiresInMs = 3_600_000, at = 0) => ({ userId, memberId: `rm-${userId}`, sessionExpiresAt: new Date(at + expiresInMs) })

describe('the member cache', () => {
  it('keeps an answer a minute at most, and never past the session deadline', () => {
    let now = 0
    const cache = createMemberCache<ReturnType<typeof member>>({ now: () => now })
    cache.set('a', member('1'), cache.mark())
    cache.set('b', member('2', 10_000), cache.mark())
    now = 9_999
    expect(cache.get('a')?.userId).toBe('1')
    expect(cache.get('b')?.userId).toBe('2')
    now = 10_000
    expect(cache.get('b')).toBeUndefined()
    now = 60_000
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the members a change names, or all of them, and keeps no answer read before a drop', () => {
    const cache = createMemberCache<ReturnType<typeof member>>({ now: () => 0 })
    cache.set('a', member('1'), cache.mark())
    cache.set('b', member('2'), cache.mark())
    cache.forget((kept) => kept.userId === '1')
    expect([cache.get('a'), cache.get('b')?.userId]).toEqual([undefined, '2'])
    const readBeforeSignOut = cache.mark()
    cache.forget()
    cache.set('a', member('1'), readBeforeSignOut)
    expect(cache.size()).toBe(0)
  })
})
