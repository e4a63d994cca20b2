// §D5/§D7 and issue 4's security bar, on the server-function path of the credentials sign-in
// (§R2): `auth.api` calls bypass better-auth's own limiter and origin check, so the function
// must apply both: at most 3 attempts per 10 s per client, a forged Origin refused, callbackUrl off
// the site refused.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuth } from '@server/auth/auth.server'
import { authSession } from '@server/auth/auth.tables'
import { createCredentialsSignIn } from '@server/auth/credentials-sign-in.server'
import { demoPassword } from '@server/auth/provider/demo-members'
import { seedRewardsMembers } from '@server/auth/provider/provider.seed'
import { createRewardsClubProvider, embeddedClientSecret } from '@server/auth/provider/provider.server'
import { ForbiddenOriginError } from '@server/auth/request-guard.server'
import { createSessionResolver } from '@server/auth/session.server'
import type { DatabaseHandle } from '@server/db/database.server'
import { openTestDatabase } from '../fixtures/database'

const siteUrl = 'http://travel.test'
const settings = { AUTH_SECRET: 'server-function-test-secret-'.padEnd(48, 'x'), PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
let handle: DatabaseHandle
let keyDir: string
let signIn: ReturnType<typeof createCredentialsSignIn>
let auth: ReturnType<typeof createAuth>

beforeAll(async () => {
  handle = await openTestDatabase()
  keyDir = mkdtempSync(path.join(tmpdir(), 'auth-fn-keys-'))
  await seedRewardsMembers(handle.db)
  const provider = createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: embeddedClientSecret(settings), keyFile: path.join(keyDir, 'key.json') })
  auth = createAuth({ db: handle.db, settings, provider: async () => provider })
  signIn = createCredentialsSignIn({ auth: async () => auth, siteUrl, appUrl: siteUrl })
})
afterAll(async () => {
  await handle?.close()
  rmSync(keyDir, { recursive: true, force: true })
})

/** A server-function request as the server receives it: the client's socket address and its Origin. */
function request(ip: string, origin: string | undefined = siteUrl) {
  const incoming = new Request(`${siteUrl}/_serverFn/signInWithCredentials`, { method: 'POST', headers: origin ? { origin } : {} })
  Object.defineProperty(incoming, 'ip', { value: ip })
  return incoming
}

describe('the credentials sign-in server function', () => {
  it('signs a member in and returns to a callback on the site, or home for one off the site', async () => {
    expect(await signIn(request('198.51.100.1'), { username: 'gold', password: demoPassword, callbackUrl: '/my-trips/' })).toEqual({ ok: true, redirectTo: '/my-trips/' })
    expect(await signIn(request('198.51.100.2'), { username: 'gold', password: demoPassword, callbackUrl: 'https://evil.example/x' })).toEqual({ ok: true, redirectTo: '/' })
  })

  it('allows 3 attempts per 10 s per client, then refuses even the right password until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const ip = '198.51.100.10'
      const results = []
      for (let attempt = 0; attempt < 3; attempt++) results.push(await signIn(request(ip), { username: 'platinum', password: 'wrong' }))
      expect(results).toEqual(Array(3).fill({ ok: false, formError: 'The user ID or password is not correct.' }))
      expect(await signIn(request(ip), { username: 'platinum', password: demoPassword })).toEqual({ ok: false, formError: 'Too many attempts. Please wait 10 seconds and try again.' })
      // Another client is not affected.
      expect((await signIn(request('198.51.100.11'), { username: 'platinum', password: demoPassword })).ok).toBe(true)
      vi.advanceTimersByTime(10_000)
      expect(await signIn(request(ip), { username: 'platinum', password: demoPassword })).toEqual({ ok: true, redirectTo: '/' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a forged Origin (or cross-site Fetch Metadata) before checking anything, and creates no session', async () => {
    const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings)
    const before = (await handle.db.select().from(authSession)).length
    await expect(signIn(request('198.51.100.20', 'https://evil.example'), { username: 'gold', password: demoPassword })).rejects.toBeInstanceOf(ForbiddenOriginError)
    const crossSite = new Request(`${siteUrl}/_serverFn/signInWithCredentials`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })
    await expect(signIn(crossSite, { username: 'gold', password: demoPassword })).rejects.toBeInstanceOf(ForbiddenOriginError)
    expect((await handle.db.select().from(authSession)).length).toBe(before)
    expect(await sessions.optionalMember(new Headers())).toBeUndefined()
  })

  it('says sign-in is unavailable, not that the password is wrong, when no session can be made (§R8 CALLBACK_CREDENTIALS_JWT_ERROR)', async () => {
    vi.spyOn((await auth.$context).internalAdapter, 'createSession').mockResolvedValueOnce(null as never)
    expect(await signIn(request('198.51.100.30'), { username: 'gold', password: demoPassword })).toEqual({ ok: false, formError: 'Sign-in is unavailable right now. Please try again later.' })
    expect((await signIn(request('198.51.100.30'), { username: 'gold', password: demoPassword })).ok).toBe(true)
  })

  it('answers field errors for empty fields without spending an attempt', async () => {
    const ip = '198.51.100.30'
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await signIn(request(ip), { username: ' ', password: '' })).toEqual({ ok: false, fieldErrors: { username: 'Enter your user ID', password: 'Enter your password' } })
    }
    expect((await signIn(request(ip), { username: 'gold', password: demoPassword })).ok).toBe(true)
  })
})
