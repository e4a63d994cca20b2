// docs/decisions/060, against a real OpenID Provider (panva's oidc-provider, tests/fixtures/oidc-provider.ts)
// in this process: the sign-in as a browser makes it (state, PKCE, nonce, code exchange), the token
// endpoint's client authentication as discovery prefers, the platform told who signed in, RP-initiated
// logout (end_session_endpoint, id_token_hint, post_logout_redirect_uri) that really ends the provider's
// session, and none of the embedded stand-in's demo doors.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '@server/auth/auth.server'
import { authAccount } from '@server/auth/auth.tables'
import { createAuthRoutes } from '@server/auth/auth-routes.server'
import { demoPassword } from '@server/auth/provider/demo-members'
import { seedRewardsMembers } from '@server/auth/provider/provider.seed'
import { createRewardsClubProvider, embeddedClientSecret } from '@server/auth/provider/provider.server'
import { createSessionResolver } from '@server/auth/session.server'
import type { DatabaseHandle } from '@server/db/database.server'
import type { CustomerEnrolment } from '@server/upstream/upstream.server'
import { openTestDatabase } from '../fixtures/database'
import { oidcTestClient, oidcTestMember, startOidcProvider, type OidcProviderOptions } from '../fixtures/oidc-provider'

const siteUrl = 'http://travel.test'
const secret = 'real-provider-contract-secret-'.padEnd(48, 'x')
let handle: DatabaseHandle
let keyDir: string
const stops: (() => Promise<void>)[] = []

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The app as configured with AUTH_OIDC_* for a provider started with `options`. */
async function siteWithProvider(options: Omit<OidcProviderOptions, 'port' | 'appUrl'> = {}) {
  const started = await startOidcProvider({ ...options, port: await freePort(), appUrl: siteUrl })
  stops.push(started.close)
  const settings = { AUTH_SECRET: secret, PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: started.issuer, AUTH_OIDC_CLIENT_ID: oidcTestClient.clientId, AUTH_OIDC_CLIENT_SECRET: oidcTestClient.clientSecret }
  const embedded = createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: embeddedClientSecret(settings), keyFile: path.join(keyDir, 'key.json') })
  const enrolled: CustomerEnrolment[] = []
  const auth = createAuth({ db: handle.db, settings, provider: async () => embedded, enrolMember: async (member) => enrolled.push(member) })
  const routes = createAuthRoutes(async () => auth, settings)
  const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings)
  return { issuer: started.issuer, auth, routes, sessions, enrolled }
}

/** Cookies as a browser keeps them for one host (paths and expiry do not matter here). */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(index + 1))
    }
    return response
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

let addressCounter = 1
function incoming(url: string, init: RequestInit = {}) {
  const request = new Request(url, init)
  Object.defineProperty(request, 'ip', { value: `10.1.0.${addressCounter++}` })
  return request
}

/** A browser at the provider: follows its redirects while they stay there, keeping its cookies. */
async function atProvider(jar: CookieJar, url: string, init: RequestInit = {}) {
  let response = jar.take(await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } }))
  let location = response.headers.get('location')
  while (response.status >= 300 && response.status < 400 && location && new URL(location, url).origin === new URL(url).origin) {
    const next = new URL(location, url).href
    response = jar.take(await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } }))
    location = response.headers.get('location')
    url = next
  }
  return { response, url }
}

type Site = Awaited<ReturnType<typeof siteWithProvider>>

/** Sign-in as a browser makes it: /auth/sign-in, the provider's login form, back to /auth/token. */
async function signIn(site: Site, providerJar = new CookieJar(), credentials: { username: string; password: string } = oidcTestMember) {
  const appJar = new CookieJar()
  const start = appJar.take(await site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?callbackUrl=/my-trips/`)))
  expect(start.status).toBe(302)
  const authorize = new URL(start.headers.get('location')!)
  expect(authorize.origin).toBe(site.issuer)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('nonce')).toBeTruthy()
  let { response, url } = await atProvider(providerJar, authorize.href)
  if (response.status === 200) {
    // The login form (no session at the provider yet, or no longer).
    expect(await response.text()).toContain('Sign in to the test provider')
    ;({ response, url } = await atProvider(providerJar, url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    }))
  }
  const forward = response.headers.get('location')
  if (!forward?.startsWith(`${siteUrl}/auth/token?`)) return { appJar, providerJar, forward: undefined, finish: undefined, loginForm: response.status === 200 ? await response.text() : undefined }
  const finish = appJar.take(await site.routes.handleTokenSignIn(incoming(forward, { headers: { cookie: appJar.header() } })))
  return { appJar, providerJar, forward, finish, loginForm: undefined }
}

beforeAll(async () => {
  handle = await openTestDatabase()
  keyDir = mkdtempSync(path.join(tmpdir(), 'real-provider-keys-'))
  // Demo members left in the database from before AUTH_OIDC_* were set.
  await seedRewardsMembers(handle.db)
})
afterAll(async () => {
  for (const stop of stops) await stop()
  await handle?.close()
  rmSync(keyDir, { recursive: true, force: true })
})

describe('a member of the real provider', () => {
  it('signs in with a password (client_secret_basic at the token endpoint, as discovery prefers), is the platform customer named by the subject, and is enrolled', async () => {
    const site = await siteWithProvider()
    const { finish, appJar } = await signIn(site)
    expect(finish?.status).toBe(302)
    expect(finish?.headers.get('location')).toBe(`${siteUrl}/my-trips/`)
    const member = await site.sessions.requireMember(new Headers({ cookie: appJar.header() }))
    expect(member).toMatchObject({ clientCustomerId: oidcTestMember.sub, memberId: oidcTestMember.sub })
    expect(site.enrolled).toEqual([{ customerId: oidcTestMember.sub, firstName: 'Robin', lastName: 'Newcomer', email: oidcTestMember.email }])
  })

  it('logs out through the end_session_endpoint (id_token_hint, registered post-logout URI), which ends the provider session: the next sign-in asks for the password', async () => {
    const site = await siteWithProvider()
    const { appJar, providerJar } = await signIn(site)
    // Signed in at the provider: a second sign-in does not ask for the password.
    expect((await signIn(site, providerJar)).loginForm).toBeUndefined()
    const member = await site.sessions.requireMember(new Headers({ cookie: appJar.header() }))
    const [account] = await handle.db.select({ idToken: authAccount.idToken }).from(authAccount).where(eq(authAccount.userId, member.userId))

    const logout = appJar.take(await site.routes.handleLogout(incoming(`${siteUrl}/api/auth/logout`, { headers: { cookie: appJar.header() } })))
    expect(logout.status).toBe(302)
    const endSession = new URL(logout.headers.get('location')!)
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${site.issuer}/session/end`)
    expect(endSession.searchParams.get('id_token_hint')).toBe(account?.idToken)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${siteUrl}/auth/post-logout`)
    expect(endSession.searchParams.get('client_id')).toBe(oidcTestClient.clientId)
    expect(endSession.searchParams.has('state')).toBe(false)
    expect(await site.sessions.optionalMember(new Headers({ cookie: appJar.header() }))).toBeUndefined()

    // The provider's confirmation, then back to our post-logout page.
    const { response: confirmation } = await atProvider(providerJar, endSession.href)
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirmation.text())?.[1]
    expect(xsrf).toBeTruthy()
    const { response: done } = await atProvider(providerJar, `${site.issuer}/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    })
    expect(done.headers.get('location')).toBe(`${siteUrl}/auth/post-logout`)

    // The provider's session is gone: the password is asked for again.
    const again = await signIn(site, providerJar, { username: '', password: '' })
    expect(again.loginForm).toContain('Sign in to the test provider')
    expect(again.finish).toBeUndefined()
  })

  it('carries a return path other than post-logout through the provider as state', async () => {
    const site = await siteWithProvider()
    const { appJar } = await signIn(site)
    const callbackUrl = '/api/auth-error?error=RefreshAccessTokenError'
    const logout = await site.routes.handleLogout(incoming(`${siteUrl}/api/auth/logout?${new URLSearchParams({ callbackUrl })}`, { headers: { cookie: appJar.header() } }))
    const endSession = new URL(logout.headers.get('location')!)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${siteUrl}/auth/post-logout`)
    expect(endSession.searchParams.get('state')).toBe(callbackUrl)
  })
})

describe('a provider that offers only client_secret_post and no end_session_endpoint', () => {
  it('gets the secret in the body, and sign-out returns straight to post-logout', async () => {
    const site = await siteWithProvider({ clientAuthMethods: ['client_secret_post'], tokenEndpointAuthMethod: 'client_secret_post', endSession: false })
    const { finish, appJar } = await signIn(site)
    expect(finish?.status).toBe(302)
    const logout = await site.routes.handleLogout(incoming(`${siteUrl}/api/auth/logout`, { headers: { cookie: appJar.header() } }))
    expect(logout.headers.get('location')).toBe(`${siteUrl}/auth/post-logout`)
  })
})

describe('a visitor on the way to My Trips (issue 21, decision 089)', () => {
  it('is shown Find my booking first when sent to sign in, with the way on to the provider; other sign-ins go straight there', async () => {
    const site = await siteWithProvider()
    const required = await site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?callbackUrl=%2Fmy-trips%2F%3Fwhen%3Dpast&error=SessionRequired`))
    expect(required.status).toBe(302)
    expect(required.headers.get('location')).toBe(`${siteUrl}/reservations/find?signIn=%2Fmy-trips%2F%3Fwhen%3Dpast`)
    // The sign-in link on that page carries no error: the provider's login page.
    for (const onward of ['/auth/sign-in?callbackUrl=%2Fmy-trips%2F', '/auth/sign-in?callbackUrl=%2Fmy-profile&error=SessionRequired']) {
      const answer = await site.routes.handleSignIn(incoming(`${siteUrl}${onward}`))
      expect(answer.headers.get('location')).toMatch(new RegExp(`^${site.issuer}`))
    }
  })
})

describe("the embedded stand-in's demo doors, with a real provider configured", () => {
  it('answer 404 for the password sign-in, refuse it through auth.api, and send ?provider=credentials to the provider sign-in', async () => {
    const site = await siteWithProvider()
    const credentials = await site.routes.handleAuthApi(
      incoming(`${siteUrl}/api/auth/sign-in/member-credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteUrl },
        body: JSON.stringify({ username: 'platinum', password: demoPassword }),
      }),
    )
    expect(credentials.status).toBe(404)
    await expect(site.auth.api.signInMemberCredentials({ body: { username: 'platinum', password: demoPassword }, headers: new Headers({ origin: siteUrl }) })).rejects.toMatchObject({ status: 'NOT_FOUND' })
    const start = await site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?provider=credentials&callbackUrl=/my-trips/`))
    expect(start.headers.get('location')).toBe(`${siteUrl}/auth/sign-in?callbackUrl=%2Fmy-trips%2F`)
  })

  it('do not let a demo member in at the provider, and a session left from the stand-in is no session', async () => {
    const site = await siteWithProvider()
    expect((await signIn(site, new CookieJar(), { username: 'platinum', password: demoPassword })).loginForm).toContain('The username or password is not correct.')

    // A demo member signed in through the stand-in before AUTH_OIDC_* were set, in the same database.
    const standInSettings = { AUTH_SECRET: secret, PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
    const standIn = createRewardsClubProvider({ db: handle.db, appUrl: siteUrl, clientSecret: embeddedClientSecret(standInSettings), keyFile: path.join(keyDir, 'key.json') })
    const before = createAuth({ db: handle.db, settings: standInSettings, provider: async () => standIn })
    const old = await createAuthRoutes(async () => before, standInSettings).handleAuthApi(
      incoming(`${siteUrl}/api/auth/sign-in/member-credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteUrl },
        body: JSON.stringify({ username: 'platinum', password: demoPassword }),
      }),
    )
    expect(old.status).toBe(200)
    const cookie = new CookieJar().take(old) && old.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
    expect(await createSessionResolver(async () => before, async () => handle.db, () => standInSettings).optionalMember(new Headers({ cookie }))).toMatchObject({ memberId: 'rm-0001' })
    expect(await site.sessions.optionalMember(new Headers({ cookie }))).toBeUndefined()
  })
})
