// Issue 35 item 4, §R4 (inactivity: idle time, about-to-expire and expired dialogs, "stay signed
// in") and §R9 (session lifetime): the server ends a session after the idle limit and at most 24 h after
// sign-in, whatever the browser does; renewals ("stay signed in", the browser's activity) start the idle
// limit again but never pass the lifetime. Timed on a fake clock (decision 109).
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionIdleLimitMs, sessionInactivity } from '@contracts/site/session-inactivity'
import { sessionLifetimeSeconds } from '@server/auth/auth.server'
import { authSession } from '@server/auth/auth.tables'
import { authSiteUrl as siteUrl, openAuthSite } from '../fixtures/auth-site'

const idleLimit = sessionIdleLimitMs()
const minute = 60_000
const hour = 60 * minute
const signInTime = Date.parse('2027-01-10T08:00:00Z')

let site: Awaited<ReturnType<typeof openAuthSite>>

beforeAll(async () => {
  site = await openAuthSite('session-lifetime', async () => idleLimit)
})
afterAll(async () => {
  await site?.close()
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(signInTime)
})
afterEach(() => vi.useRealTimers())

/** Signs in with the stand-in's credentials; answers the session cookie as a browser would send it. */
async function signIn() {
  const cookie = await site.signIn('platinum')
  expect(cookie).toMatch(new RegExp(`Max-Age=${sessionLifetimeSeconds}`))
  return new Headers({ cookie: cookie.split(';')[0]! })
}

const at = (time: number) => vi.setSystemTime(time)

describe('the server ends a session', () => {
  it('after the idle limit: the idle time and both dialogs, about 15 min 20 s', async () => {
    expect(idleLimit).toBe(sessionInactivity.idleMs + sessionInactivity.warningMs + sessionInactivity.finalMs)
    expect(idleLimit).toBe(15 * minute + 20_000)
    const browser = await signIn()
    at(signInTime + idleLimit - 1_000)
    expect(await site.sessions.optionalMember(browser)).toMatchObject({ memberId: 'rm-0001', sessionExpiresAt: new Date(signInTime + idleLimit) })
    at(signInTime + idleLimit + 1_000)
    expect(await site.sessions.optionalMember(browser)).toBeUndefined()
    // better-auth's own endpoints (a member's access tokens need a browser session) refuse it too.
    expect(await site.auth.api.getSession({ headers: browser })).toBeNull()
  })

  it('after the idle limit even while something keeps reading it: only a renewal is activity', async () => {
    const browser = await signIn()
    for (let time = signInTime; time < signInTime + idleLimit; time += minute) {
      at(time)
      expect(await site.sessions.sessionOf(browser)).not.toBeNull()
    }
    at(signInTime + idleLimit + 1_000)
    expect(await site.sessions.sessionOf(browser)).toBeNull()
  })

  it('24 h after sign-in, however steadily it is renewed', async () => {
    const browser = await signIn()
    for (let time = signInTime + 10 * minute; time < signInTime + 24 * hour; time += 10 * minute) {
      at(time)
      await site.sessions.renewSession(browser)
      expect(await site.sessions.optionalMember(browser)).toBeDefined()
    }
    at(signInTime + 24 * hour - 1_000)
    await site.sessions.renewSession(browser)
    expect(await site.sessions.optionalMember(browser)).toMatchObject({ sessionExpiresAt: new Date(signInTime + 24 * hour) })
    at(signInTime + 24 * hour + 1_000)
    await site.sessions.renewSession(browser)
    expect(await site.sessions.optionalMember(browser)).toBeUndefined()
  })

  it('a renewal ("stay signed in") starts the idle limit again, never past the lifetime', async () => {
    const browser = await signIn()
    at(signInTime + 14 * minute)
    await site.sessions.renewSession(browser)
    expect((await site.sessions.optionalMember(browser))?.sessionExpiresAt).toEqual(new Date(signInTime + 14 * minute + idleLimit))
    at(signInTime + 14 * minute + idleLimit - 1_000)
    expect(await site.sessions.optionalMember(browser)).toBeDefined()

    // Near the end of the lifetime, the renewal gives what is left, not another idle limit.
    const [row] = await site.handle.db.select().from(authSession).where(eq(authSession.expiresAt, new Date(signInTime + 14 * minute + idleLimit)))
    await site.handle.db.update(authSession).set({ createdAt: new Date(signInTime + 14 * minute + idleLimit - 24 * hour + 5 * minute) }).where(eq(authSession.id, row!.id))
    await site.sessions.renewSession(browser)
    expect((await site.sessions.optionalMember(browser))?.sessionExpiresAt).toEqual(new Date(signInTime + 14 * minute + idleLimit + 5 * minute))
  })
  it('reads it once per request however often the page asks, and sees a renewal in that request at once', async () => {
    const browser = await signIn()
    const pageView = new Request(`${siteUrl}/accommodations/`, { headers: browser })
    const getSession = vi.spyOn(site.auth.api, 'getSession')
    try {
      const answers = await Promise.all([site.sessions.sessionOf(pageView), site.sessions.optionalMember(pageView), site.sessions.requireMember(pageView)])
      expect(answers.every(Boolean)).toBe(true)
      expect(getSession).toHaveBeenCalledTimes(1)
      at(signInTime + 5 * minute)
      await site.sessions.renewSession(pageView)
      expect((await site.sessions.optionalMember(pageView))?.sessionExpiresAt).toEqual(new Date(signInTime + 5 * minute + idleLimit))
      // Another request reads the session afresh.
      await site.sessions.optionalMember(new Request(`${siteUrl}/accommodations/`, { headers: browser }))
      expect(getSession).toHaveBeenCalledTimes(4)
    } finally {
      getSession.mockRestore()
    }
  })
})
