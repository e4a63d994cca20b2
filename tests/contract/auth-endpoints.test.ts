// §R2.25 (sign-in flow, callbackUrl, /auth/token, /api/auth/logout), §R6 (members), §R7 (the session
// library's calls: session, csrf, providers, sign-in, credentials callback, sign-out, form-encoded or
// JSON), §R8 (auth error codes logged by name), §D5/§D7: cookie flags, token rotation, revoked
// sessions, forged Origin, CSRF tokens, the sign-in rate limit, and no password or token in any log line.
// The session library's calls (§R7) are in auth-session-calls.test.ts.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as LoggerModule from '@server/log/logger'
import { rewardsRefreshToken } from '@server/auth/provider/provider.tables'
import { authEndpointsSite, cookieHeader, cookiesOf, sessionCookie, siteUrl } from '../fixtures/auth-endpoints-site'

const logLines = vi.hoisted((): string[] => [])
vi.mock('@server/log/logger', async (importOriginal) => (await import('../fixtures/logger-lines')).loggingInto(await importOriginal<typeof LoggerModule>(), logLines))

const { assertAdapterSchema, createAuth } = await import('@server/auth/auth.server')
const { embeddedClientId } = await import('@server/auth/provider/provider.server')
const { listenForCacheChanges } = await import('@server/db/change-notices.server')
const { changeNoticesHeard } = await import('../fixtures/database')
const { authSession } = await import('@server/auth/auth.tables')
const { demoPassword } = await import('@server/auth/provider/demo-members')

const endpoints = authEndpointsSite()
const { credentialsSignIn, incoming, providerFlow, setup, tokenRequest } = endpoints

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, Path=/ and not Secure on plain http', async () => {
    const response = await credentialsSignIn()
    expect(response.status).toBe(200)
    const cookie = sessionCookie(cookiesOf(response))
    expect(cookie).toMatch(/^rewards\.session_token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('carry the __Host- prefix and Secure when the site is served over https', async () => {
    const secure = setup('https://travel.test')
    const response = await credentialsSignIn(secure, { url: 'https://travel.test' })
    expect(response.status).toBe(200)
    const cookie = sessionCookie(cookiesOf(response))
    expect(cookie).toMatch(/^__Host-rewards\.session_token=/)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('get a new token on every sign-in, and a signed-out token is rejected', async () => {
    const first = sessionCookie(cookiesOf(await credentialsSignIn()))!
    const second = sessionCookie(cookiesOf(await credentialsSignIn()))!
    expect(first.split(';')[0]).not.toBe(second.split(';')[0])

    const headers = new Headers({ cookie: first.split(';')[0]! })
    expect(await endpoints.site.sessions.optionalMember(headers)).toMatchObject({ clientCustomerId: 'CC-100001', memberId: 'rm-0001' })

    const logout = await endpoints.site.routes.handleLogout(incoming(`${siteUrl}/api/auth/logout`, { headers }))
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe(`${siteUrl}/auth/post-logout`)
    expect(await endpoints.site.sessions.optionalMember(headers)).toBeUndefined()
    await expect(endpoints.site.sessions.requireMember(headers)).rejects.toMatchObject({ name: 'UnauthorizedError', status: 401 })
    // The other session of the same member is untouched.
    expect(await endpoints.site.sessions.optionalMember(new Headers({ cookie: second.split(';')[0]! }))).toBeDefined()
  })
})

describe('request checks', () => {
  it('refuse a sign-out or sign-in carrying the session cookie whose Origin is another site', async () => {
    const cookie = sessionCookie(cookiesOf(await credentialsSignIn()))!.split(';')[0]!
    const forged = (path: string, body: unknown) =>
      endpoints.site.routes.handleAuthApi(
        incoming(`${siteUrl}/api/auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
          body: JSON.stringify(body),
        }),
      )
    expect((await forged('/sign-out', {})).status).toBe(403)
    const signIn = await forged('/sign-in/member-credentials', { username: 'gold', password: demoPassword })
    expect(signIn.status).toBe(403)
    expect(sessionCookie(cookiesOf(signIn))).toBeUndefined()
    expect(await endpoints.site.sessions.optionalMember(new Headers({ cookie }))).toMatchObject({ memberId: 'rm-0001' })
  })

  it('allow 3 sign-in attempts per 10 s per client, then answer 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const ip = '192.0.2.77'
      const statuses = []
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await credentialsSignIn(endpoints.site, { ip, password: 'wrong' })).status)
      expect(statuses).toEqual([401, 401, 401, 429])
      // Another client is not affected.
      expect((await credentialsSignIn(endpoints.site, { ip: '192.0.2.78' })).status).toBe(200)
      vi.advanceTimersByTime(10_000)
      expect((await credentialsSignIn(endpoints.site, { ip })).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('replace a client-address header sent by the client', async () => {
    const ip = '192.0.2.90'
    for (let attempt = 0; attempt < 3; attempt++) await credentialsSignIn(endpoints.site, { ip, password: 'wrong' })
    const spoofed = incoming(
      `${siteUrl}/api/auth/sign-in/member-credentials`,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: siteUrl, 'x-rewards-client-address': '198.51.100.1' }, body: JSON.stringify({ username: 'platinum', password: demoPassword }) },
      ip,
    )
    expect((await endpoints.site.routes.handleAuthApi(spoofed)).status).toBe(429)
  })
})

/** Runs the provider redirect flow as a browser would, returning the final redirect and cookies. */
describe('the provider sign-in flow', () => {
  it('goes to the rewards-club page, forwards to /auth/token and returns to the callback with a session', async () => {
    const { finish, cookies } = await providerFlow('/my-profile?tab=cards')
    expect(finish.status).toBe(302)
    expect(finish.headers.get('location')).toBe(`${siteUrl}/my-profile?tab=cards`)
    const member = await endpoints.site.sessions.requireMember(new Headers({ cookie: cookieHeader(cookies) }))
    expect(member).toMatchObject({ clientCustomerId: 'CC-100002', memberId: 'rm-0002' })
    expect(member.hashedUserId).toMatch(/^[0-9a-f]{64}$/)
  })

  it('lands home when the callbackUrl is another site, and logs INVALID_CALLBACK_URL_ERROR', async () => {
    const { finish } = await providerFlow('https://evil.example/steal')
    expect(finish.headers.get('location')).toBe(`${siteUrl}/`)
    expect(logLines.some((line) => line.includes('INVALID_CALLBACK_URL_ERROR'))).toBe(true)
  })

  it('refuses a code used twice, a wrong client secret and a wrong PKCE verifier', async () => {
    const { forward } = await providerFlow('/')
    const code = forward.searchParams.get('code')!
    const exchange = (body: Record<string, string>) => tokenRequest({ grant_type: 'authorization_code', redirect_uri: `${siteUrl}/auth/token`, ...body })
    expect((await exchange({ code, code_verifier: 'x'.repeat(43) })).status).toBe(400)
    expect((await exchange({ code: 'made-up' })).status).toBe(400)
    expect((await exchange({ code, client_secret: 'wrong' })).status).toBe(401)
  })

  it('sends an unknown provider to the sign-in page and credentials to the credentials page', async () => {
    const unknown = await endpoints.site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?provider=github&callbackUrl=/my-profile`))
    expect(unknown.headers.get('location')).toBe(`${siteUrl}/auth/sign-in?callbackUrl=%2Fmy-profile`)
    const credentials = await endpoints.site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?provider=credentials&callbackUrl=/my-profile`))
    expect(credentials.headers.get('location')).toBe(`${siteUrl}/auth/credentials-sign-in?callbackUrl=%2Fmy-profile`)
  })

  it('logs browser-reported auth errors by their code and refuses unknown codes', async () => {
    const post = (body: unknown) =>
      endpoints.site.routes.handleClientLog(incoming(`${siteUrl}/api/auth/log`, { method: 'POST', headers: { origin: siteUrl }, body: JSON.stringify(body) }))
    expect((await post({ level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'session fetch failed' })).status).toBe(204)
    expect(logLines.some((line) => line.includes('"code":"CLIENT_SESSION_ERROR"'))).toBe(true)
    expect((await post({ code: 'SOMETHING_ELSE' })).status).toBe(400)
  })
})

describe('the provider access token behind a session (§R2, §R3 session error marker)', () => {
  const headersOf = (cookies: string[]) => new Headers({ cookie: cookieHeader(cookies), origin: siteUrl })
  afterEach(() => vi.useRealTimers())
  /** The member stays active (the browser renews the session every 10 minutes) until `time` (decision 109). */
  async function activeUntil(time: number, cookies: string[]) {
    vi.useFakeTimers({ toFake: ['Date'] })
    for (let now = Date.now() + 600_000; now < time; now += 600_000) {
      vi.setSystemTime(now)
      await endpoints.site.sessions.renewSession(headersOf(cookies))
    }
    vi.setSystemTime(time)
  }

  it('is refreshed once expired, rotating the refresh token, and the session carries no error', async () => {
    const { cookies } = await providerFlow('/', 'centurion')
    const member = await endpoints.site.sessions.requireMember(headersOf(cookies))
    expect(member.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000)
    await activeUntil(member.accessTokenExpiresAt!.getTime() + 1_000, cookies)
    expect(await endpoints.site.sessions.sessionError(member, headersOf(cookies))).toBeUndefined()
    const refreshed = await endpoints.site.sessions.requireMember(headersOf(cookies))
    expect(refreshed.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000)
    const tokens = await endpoints.db.select().from(rewardsRefreshToken).where(eq(rewardsRefreshToken.memberId, member.memberId))
    expect(tokens.filter((token) => token.usedAt === null)).toHaveLength(1)
    expect(tokens.some((token) => token.usedAt !== null)).toBe(true)
  })

  it('that cannot be refreshed (revoked at the provider) marks the session RefreshAccessTokenError, logged as CLIENT_SESSION_ERROR', async () => {
    const { cookies } = await providerFlow('/', 'zero')
    const member = await endpoints.site.sessions.requireMember(headersOf(cookies))
    await endpoints.site.provider.revokeRefreshTokens(member.memberId)
    expect(await endpoints.site.sessions.sessionError(member, headersOf(cookies))).toBeUndefined()
    await activeUntil(member.accessTokenExpiresAt!.getTime() + 1_000, cookies)
    expect(await endpoints.site.sessions.optionalMember(headersOf(cookies))).toBeDefined()
    expect(await endpoints.site.sessions.sessionError(member, headersOf(cookies))).toBe('RefreshAccessTokenError')
    expect(logLines.some((line) => line.includes('"code":"CLIENT_SESSION_ERROR"') && line.includes('RefreshAccessTokenError'))).toBe(true)
  })

  it('refuses a refresh token used twice or by another client', async () => {
    const { forward } = await providerFlow('/', 'green')
    const exchange = tokenRequest
    // The code was redeemed by the sign-in; a fresh one gives this test its own refresh token.
    expect(forward.searchParams.get('code')).toBeTruthy()
    const member = await endpoints.site.provider.authenticate('green', demoPassword)
    const request = { clientId: embeddedClientId, redirectUri: `${siteUrl}/auth/token`, responseType: 'code', scope: 'openid', state: 's' }
    const code = new URL(await endpoints.site.provider.issueCode(member!.id, request)).searchParams.get('code')!
    const first = (await (await exchange({ grant_type: 'authorization_code', code, redirect_uri: `${siteUrl}/auth/token` })).json()) as { refresh_token: string }
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(refreshed.status).toBe(200)
    expect(((await refreshed.json()) as { refresh_token: string }).refresh_token).not.toBe(first.refresh_token)
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(400)
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_secret: 'wrong' })).status).toBe(401)
  })

  it('is absent for a credentials sign-in, which never carries an error', async () => {
    const response = await credentialsSignIn(endpoints.site, { ip: '203.0.113.9' })
    const member = await endpoints.site.sessions.requireMember(headersOf(cookiesOf(response)))
    expect(member.accessTokenExpiresAt).toBeNull()
    expect(await endpoints.site.sessions.sessionError(member, headersOf(cookiesOf(response)))).toBeUndefined()
  })
})

describe('the auth error codes of §R8 where their situation arises', () => {
  it('MISSING_NEXTAUTH_API_ROUTE_ERROR: the auth handler reached outside /api/auth', async () => {
    const response = await endpoints.site.routes.handleAuthApi(incoming(`${siteUrl}/travel/api/auth/session`))
    expect(response.status).toBe(500)
    expect(logLines.some((line) => line.includes('"code":"MISSING_NEXTAUTH_API_ROUTE_ERROR"'))).toBe(true)
  })

  it('NO_SECRET: better-auth is not built without a secret of 32 characters', () => {
    const settings = { AUTH_SECRET: 'short', PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
    expect(() => createAuth({ db: endpoints.db, settings, provider: async () => endpoints.site.provider })).toThrow(/NO_SECRET/)
    expect(logLines.some((line) => line.includes('"code":"NO_SECRET"'))).toBe(true)
  })

  it('MISSING_ADAPTER_METHODS_ERROR: a database schema without a table better-auth needs', () => {
    expect(() => assertAdapterSchema({ rateLimit: { storage: 'database' } }, { user: {}, account: {}, verification: {} })).toThrow(/session, rateLimit/)
    expect(logLines.some((line) => line.includes('"code":"MISSING_ADAPTER_METHODS_ERROR"'))).toBe(true)
  })
})

describe('a member kept between requests (issue 40)', () => {
  /** A site whose resolver keeps members, on a database whose writes are announced; `lookups` counts better-auth's session reads. */
  async function keepingSite() {
    const stopListening = await listenForCacheChanges(endpoints.handle)
    const keeping = setup(siteUrl, { keepMembers: true })
    const getSession = vi.spyOn(keeping.auth.api, 'getSession')
    const signedIn = cookieHeader(cookiesOf(await credentialsSignIn(keeping)))
    // The sign-in's own writes are announced too: heard after the first page view, they would drop what it kept.
    await changeNoticesHeard(endpoints.handle)
    return { keeping, getSession, headers: () => new Headers({ cookie: signedIn }), stopListening }
  }

  it('reads the session once for many page views, and asks better-auth again for a cookie it has not verified', async () => {
    const { keeping, getSession, headers, stopListening } = await keepingSite()
    try {
      const first = await keeping.sessions.optionalMember(headers())
      expect(first).toMatchObject({ memberId: 'rm-0001' })
      expect(await keeping.sessions.optionalMember(headers())).toEqual(first)
      expect(getSession).toHaveBeenCalledTimes(1)
      expect(await keeping.sessions.optionalMember(new Headers({ cookie: 'rewards.session_token=forged.value' }))).toBeUndefined()
      expect(getSession).toHaveBeenCalledTimes(2)
    } finally {
      await stopListening()
    }
  })

  it('forgets the member once the session is signed out, or deleted by anyone, and renewed sessions carry their new deadline', async () => {
    const { keeping, headers, stopListening } = await keepingSite()
    try {
      const before = await keeping.sessions.optionalMember(headers())
      await keeping.sessions.renewSession(headers())
      const renewed = await keeping.sessions.optionalMember(headers())
      expect(renewed!.sessionExpiresAt.getTime()).toBeGreaterThanOrEqual(before!.sessionExpiresAt.getTime())
      // Written as another instance or an operator would: straight to the table.
      await endpoints.db.delete(authSession).where(eq(authSession.userId, renewed!.userId))
      await expect.poll(() => keeping.sessions.optionalMember(headers()), { timeout: 2_000 }).toBeUndefined()

      const again = await keepingSite()
      expect(await keeping.sessions.optionalMember(again.headers())).toMatchObject({ memberId: 'rm-0001' })
      await (await keeping.auth).api.signOut({ headers: again.headers() })
      expect(await keeping.sessions.optionalMember(again.headers())).toBeUndefined()
      await again.stopListening()
    } finally {
      await stopListening()
    }
  })
})

describe('logs', () => {
  it('never contain the password, a session token, a code or an access token', async () => {
    await endpoints.expectNoSecretsIn(logLines)
  })
})
