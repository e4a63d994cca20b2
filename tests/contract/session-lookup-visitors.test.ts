// Issue 40: a visitor's page costs no session lookup. A request without a session cookie (and without a
// credential in Authorization) cannot be signed in, so the resolver answers "no one" without asking
// better-auth, and so without reading the session store; a request with the cookie, under either of the
// site's names, is still looked up.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '@server/db/database.server'
import { openTestDatabase } from '../fixtures/database'

const { createAuth, maySignIn } = await import('@server/auth/auth.server')
const { createAuthRoutes } = await import('@server/auth/auth-routes.server')
const { createRewardsClubProvider, embeddedClientSecret } = await import('@server/auth/provider/provider.server')
const { createSessionResolver } = await import('@server/auth/session.server')
const { seedRewardsMembers } = await import('@server/auth/provider/provider.seed')
const { demoPassword } = await import('@server/auth/provider/demo-members')

const siteUrl = 'http://travel.test'
const settings = { AUTH_SECRET: 'session-lookup-secret-'.padEnd(48, 'x'), PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }

let handle: DatabaseHandle
let keyDir: string
let auth: ReturnType<typeof createAuth>
let routes: ReturnType<typeof createAuthRoutes>
let getSession: ReturnType<typeof vi.spyOn>
let findSession: ReturnType<typeof vi.spyOn>

beforeAll(async () => {
  handle = await openTestDatabase()
  keyDir = mkdtempSync(path.join(tmpdir(), 'session-lookup-keys-'))
  await seedRewardsMembers(handle.db)
  const provider = createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: embeddedClientSecret(settings), keyFile: path.join(keyDir, 'signing-key.json') })
  auth = createAuth({ db: handle.db, settings, provider: async () => provider })
  routes = createAuthRoutes(async () => auth, settings, createSessionResolver(async () => auth, async () => handle.db, () => settings))
  getSession = vi.spyOn(auth.api, 'getSession')
  // The session store: better-auth reads a session (database, or Redis as secondary storage) only through this.
  findSession = vi.spyOn((await auth.$context).internalAdapter, 'findSession')
}, 180_000)
afterAll(async () => {
  await handle?.close()
  rmSync(keyDir, { recursive: true, force: true })
})
beforeEach(() => {
  getSession.mockClear()
  findSession.mockClear()
})

let address = 1
async function sessionCookie() {
  const request = new Request(`${siteUrl}/api/auth/sign-in/member-credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ username: 'gold', password: demoPassword }),
  })
  Object.defineProperty(request, 'ip', { value: `10.40.0.${address++}` })
  const response = await routes.handleAuthApi(request)
  expect(response.status).toBe(200)
  return response.headers.getSetCookie().find((value) => /session_token=[^;]+/.test(value) && !/Max-Age=0/i.test(value))!.split(';')[0]!
}

const page = (headers: Record<string, string> = {}) => new Request(`${siteUrl}/accommodations/?utm_campaign=c1`, { headers: { accept: 'text/html', ...headers } })

describe('who is signed in', () => {
  it('is no one for a request without a session cookie, without asking better-auth or the session store', async () => {
    const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings)
    const visitor = page({ cookie: 'has-account=1; theme=dark; rewards.session_data=x' })
    expect(await sessions.optionalMember(visitor)).toBeUndefined()
    expect(await sessions.sessionOf(page())).toBeNull()
    expect(await sessions.optionalMember(new Headers())).toBeUndefined()
    await expect(sessions.requireMember(page())).rejects.toMatchObject({ status: 401 })
    await sessions.renewSession(page())
    expect(getSession).not.toHaveBeenCalled()
    expect(findSession).not.toHaveBeenCalled()
  })

  it('is looked up for a request with the session cookie, and found', async () => {
    const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings)
    const cookie = await sessionCookie()
    getSession.mockClear()
    findSession.mockClear()
    expect(await sessions.optionalMember(page({ cookie: `has-account=1; ${cookie}` }))).toMatchObject({ memberId: expect.any(String) })
    expect(getSession).toHaveBeenCalledTimes(1)
    expect(findSession).toHaveBeenCalledTimes(1)
  })

  it('is looked up for a session cookie that is no longer valid, and for a request with a credential', async () => {
    const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings)
    expect(await sessions.optionalMember(page({ cookie: 'rewards.session_token=forged.value' }))).toBeUndefined()
    expect(await sessions.optionalMember(page({ authorization: 'Bearer tok_example' }))).toBeUndefined()
    expect(getSession).toHaveBeenCalledTimes(2)
  })

  it('knows the session cookie under each of its names, and a credential in Authorization', () => {
    const may = (headers: Record<string, string>) => maySignIn(new Headers(headers))
    expect(may({})).toBe(false)
    expect(may({ cookie: '' })).toBe(false)
    expect(may({ cookie: 'has-account=1; rewards.session_data=abc; bench=rendered' })).toBe(false)
    expect(may({ cookie: 'rewards.session_token=abc.def' })).toBe(true)
    expect(may({ cookie: 'has-account=1;__Host-rewards.session_token=abc.def' })).toBe(true)
    expect(may({ cookie: 'a=1; __Secure-rewards.session_token=abc.def' })).toBe(true)
    expect(may({ authorization: 'Bearer abc' })).toBe(true)
    expect(may({ authorization: 'ApiKey abc' })).toBe(true)
  })
})
