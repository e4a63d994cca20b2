// Issue 35 item 4, §R4 (inactivity: idle time, about-to-expire and expired dialogs, "stay signed
// in") and §R9 (session lifetime): the server ends a session after the idle limit and at most 24 h after
// sign-in, whatever the browser does; renewals ("stay signed in", the browser's activity) start the idle
// limit again but never pass the lifetime. Timed on a fake clock (decision 109).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionIdleLimitMs, sessionInactivity } from '@contracts/site/session-inactivity'
import type { DatabaseHandle } from '@server/db/database.server'
import { openTestDatabase } from '../fixtures/database'

const { createAuth, sessionLifetimeSeconds } = await import('@server/auth/auth.server')
const { authSession } = await import('@server/auth/auth.tables')
const { createAuthRoutes } = await import('@server/auth/auth-routes.server')
const { createRewardsClubProvider, embeddedClientSecret } = await import('@server/auth/provider/provider.server')
const { createSessionResolver } = await import('@server/auth/session.server')
const { seedRewardsMembers } = await import('@server/auth/provider/provider.seed')
const { demoPassword } = await import('@server/auth/provider/demo-members')

const siteUrl = 'http://travel.test'
const secret = 'session-lifetime-secret-'.padEnd(48, 'x')
const settings = { AUTH_SECRET: secret, PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
const idleLimit = sessionIdleLimitMs()
const minute = 60_000
const hour = 60 * minute
const signInTime = Date.parse('2027-01-10T08:00:00Z')

let handle: DatabaseHandle
let keyDir: string
let site: ReturnType<typeof setup>

function setup() {
  const provider = createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: embeddedClientSecret(settings), keyFile: path.join(keyDir, 'signing-key.json') })
  const idleLimitMs = async () => idleLimit
  const auth = createAuth({ db: handle.db, settings, provider: async () => provider })
  const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings, idleLimitMs)
  return { auth, sessions, routes: createAuthRoutes(async () => auth, settings, sessions) }
}

beforeAll(async () => {
  handle = await openTestDatabase()
  keyDir = mkdtempSync(path.join(tmpdir(), 'session-lifetime-keys-'))
  await seedRewardsMembers(handle.db)
  site = setup()
})
afterAll(async () => {
  await handle?.close()
  rmSync(keyDir, { recursive: true, force: true })
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(signInTime)
})
afterEach(() => vi.useRealTimers())

let addressCounter = 1
/** Signs in with the stand-in's credentials; answers the session cookie as a browser would send it. */
async function signIn() {
  const request = new Request(`${siteUrl}/api/auth/sign-in/member-credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ username: 'platinum', password: demoPassword }),
  })
  Object.defineProperty(request, 'ip', { value: `10.9.0.${addressCounter++}` })
  const response = await site.routes.handleAuthApi(request)
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((value) => /session_token=[^;]+/.test(value) && !/Max-Age=0/i.test(value))!
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
    const [row] = await handle.db.select().from(authSession).where(eq(authSession.expiresAt, new Date(signInTime + 14 * minute + idleLimit)))
    await handle.db.update(authSession).set({ createdAt: new Date(signInTime + 14 * minute + idleLimit - 24 * hour + 5 * minute) }).where(eq(authSession.id, row!.id))
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
