// §R2.25 (sign-in flow, callbackUrl, /auth/token, /api/auth/logout), §R6 (members), §R7 (the session
// library's calls: session, csrf, providers, sign-in, credentials callback, sign-out, form-encoded or
// JSON), §R8 (auth error codes logged by name), §D5/§D7: cookie flags, token rotation, revoked
// sessions, forged Origin, CSRF tokens, the sign-in rate limit, and no password or token in any log line.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '@server/db/database.server'
import type * as LoggerModule from '@server/log/logger'
import { rewardsRefreshToken } from '@server/auth/provider/provider.tables'
import { openTestDatabase } from '../fixtures/database'

const logLines: string[] = []
vi.mock('@server/log/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>()
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  return { ...actual, logger: actual.createLogger('debug', sink) }
})

const { assertAdapterSchema, createAuth } = await import('@server/auth/auth.server')
const { createAuthRoutes } = await import('@server/auth/auth-routes.server')
const { createRewardsClubProvider, embeddedClientId, embeddedClientSecret } = await import('@server/auth/provider/provider.server')
const { handleTokenRequest, handleUserInfoRequest } = await import('@server/auth/provider/provider-http.server')
const { createSessionResolver } = await import('@server/auth/session.server')
const { listenForCacheChanges } = await import('@server/db/change-notices.server')
const { authSession } = await import('@server/auth/auth.tables')
const { seedRewardsMembers } = await import('@server/auth/provider/provider.seed')
const { demoPassword } = await import('@server/auth/provider/demo-members')

const secret = 'contract-test-secret-'.padEnd(48, 'x')
let handle: DatabaseHandle
let keyDir: string

function setup(siteUrl: string, { keepMembers = false } = {}) {
  const settings = { AUTH_SECRET: secret, PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
  const provider = createRewardsClubProvider({
    db: handle.db,
    appUrl: siteUrl,
    clientSecret: embeddedClientSecret(settings),
    keyFile: path.join(keyDir, 'signing-key.json'),
  })
  const auth = createAuth({ db: handle.db, settings, provider: async () => provider })
  const sessions = createSessionResolver(async () => auth, async () => handle.db, () => settings, undefined, { keepMembers })
  const routes = createAuthRoutes(async () => auth, settings, sessions)
  return { provider, auth, routes, sessions }
}

let site: ReturnType<typeof setup>
const siteUrl = 'http://travel.test'

beforeAll(async () => {
  handle = await openTestDatabase()
  keyDir = mkdtempSync(path.join(tmpdir(), 'auth-keys-'))
  await seedRewardsMembers(handle.db)
  site = setup(siteUrl)
  // better-auth exchanges the code with the provider over HTTP; here the "network" is the provider's handlers.
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init)
    if (request.url === `${siteUrl}/rewards-club/token`) return handleTokenRequest(site.provider, request)
    if (request.url === `${siteUrl}/rewards-club/userinfo`) return handleUserInfoRequest(site.provider, request)
    return realFetch(input as RequestInfo, init)
  })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await handle?.close()
  rmSync(keyDir, { recursive: true, force: true })
})

let addressCounter = 1
/** A request as the server receives it: with the client's socket address. */
function incoming(url: string, init: RequestInit = {}, ip = `10.0.0.${addressCounter++}`) {
  const request = new Request(url, init)
  Object.defineProperty(request, 'ip', { value: ip })
  return request
}

function cookiesOf(response: Response) {
  return response.headers.getSetCookie()
}
function cookieHeader(setCookies: string[]) {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
}
function sessionCookie(setCookies: string[]) {
  return setCookies.find((cookie) => /session_token=[^;]+/.test(cookie) && !/Max-Age=0/i.test(cookie))
}

async function credentialsSignIn(target = site, options: { origin?: string; ip?: string; password?: string; url?: string } = {}) {
  const base = options.url ?? siteUrl
  return target.routes.handleAuthApi(
    incoming(
      `${base}/api/auth/sign-in/member-credentials`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: options.origin ?? new URL(base).origin },
        body: JSON.stringify({ username: 'platinum', password: options.password ?? demoPassword }),
      },
      options.ip,
    ),
  )
}

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
    expect(await site.sessions.optionalMember(headers)).toMatchObject({ clientCustomerId: 'CC-100001', memberId: 'rm-0001' })

    const logout = await site.routes.handleLogout(incoming(`${siteUrl}/api/auth/logout`, { headers }))
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe(`${siteUrl}/auth/post-logout`)
    expect(await site.sessions.optionalMember(headers)).toBeUndefined()
    await expect(site.sessions.requireMember(headers)).rejects.toMatchObject({ name: 'UnauthorizedError', status: 401 })
    // The other session of the same member is untouched.
    expect(await site.sessions.optionalMember(new Headers({ cookie: second.split(';')[0]! }))).toBeDefined()
  })
})

describe('request checks', () => {
  it('refuse a sign-out or sign-in carrying the session cookie whose Origin is another site', async () => {
    const cookie = sessionCookie(cookiesOf(await credentialsSignIn()))!.split(';')[0]!
    const forged = (path: string, body: unknown) =>
      site.routes.handleAuthApi(
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
    expect(await site.sessions.optionalMember(new Headers({ cookie }))).toMatchObject({ memberId: 'rm-0001' })
  })

  it('allow 3 sign-in attempts per 10 s per client, then answer 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const ip = '192.0.2.77'
      const statuses = []
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await credentialsSignIn(site, { ip, password: 'wrong' })).status)
      expect(statuses).toEqual([401, 401, 401, 429])
      // Another client is not affected.
      expect((await credentialsSignIn(site, { ip: '192.0.2.78' })).status).toBe(200)
      vi.advanceTimersByTime(10_000)
      expect((await credentialsSignIn(site, { ip })).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('replace a client-address header sent by the client', async () => {
    const ip = '192.0.2.90'
    for (let attempt = 0; attempt < 3; attempt++) await credentialsSignIn(site, { ip, password: 'wrong' })
    const spoofed = incoming(
      `${siteUrl}/api/auth/sign-in/member-credentials`,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: siteUrl, 'x-rewards-client-address': '198.51.100.1' }, body: JSON.stringify({ username: 'platinum', password: demoPassword }) },
      ip,
    )
    expect((await site.routes.handleAuthApi(spoofed)).status).toBe(429)
  })
})

/** Runs the provider redirect flow as a browser would, returning the final redirect and cookies. */
async function providerFlow(callbackUrl: string, username = 'gold') {
  const ip = `172.16.0.${addressCounter++}`
  const start = await site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?${new URLSearchParams({ callbackUrl, error: 'SessionRequired' })}`, {}, ip))
  expect(start.status).toBe(302)
  const authorize = new URL(start.headers.get('location')!)
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${siteUrl}/rewards-club/sign-in`)
  const params = authorize.searchParams
  const request = {
    clientId: params.get('client_id') ?? '',
    redirectUri: params.get('redirect_uri') ?? '',
    responseType: params.get('response_type') ?? '',
    scope: params.get('scope') ?? '',
    state: params.get('state') ?? '',
    codeChallenge: params.get('code_challenge') ?? undefined,
    codeChallengeMethod: params.get('code_challenge_method') ?? undefined,
  }
  expect(request.redirectUri).toBe(`${siteUrl}/auth/token`)
  expect(site.provider.validateAuthorizeRequest(request)).toBeUndefined()
  const member = await site.provider.authenticate(username, demoPassword)
  const forward = new URL(await site.provider.issueCode(member!.id, request))
  const finish = await site.routes.handleTokenSignIn(incoming(forward.href, { headers: { cookie: cookieHeader(cookiesOf(start)) } }, ip))
  return { start, forward, finish, cookies: cookiesOf(finish) }
}

/** A form-encoded call of the provider's token endpoint by the site's own client (id and secret filled in). */
function tokenRequest(body: Record<string, string>) {
  return handleTokenRequest(
    site.provider,
    new Request(`${siteUrl}/rewards-club/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: embeddedClientId, client_secret: embeddedClientSecret({ AUTH_SECRET: secret }), ...body }),
    }),
  )
}

describe('the provider sign-in flow', () => {
  it('goes to the rewards-club page, forwards to /auth/token and returns to the callback with a session', async () => {
    const { finish, cookies } = await providerFlow('/my-profile?tab=cards')
    expect(finish.status).toBe(302)
    expect(finish.headers.get('location')).toBe(`${siteUrl}/my-profile?tab=cards`)
    const member = await site.sessions.requireMember(new Headers({ cookie: cookieHeader(cookies) }))
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
    const unknown = await site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?provider=github&callbackUrl=/my-profile`))
    expect(unknown.headers.get('location')).toBe(`${siteUrl}/auth/sign-in?callbackUrl=%2Fmy-profile`)
    const credentials = await site.routes.handleSignIn(incoming(`${siteUrl}/auth/sign-in?provider=credentials&callbackUrl=/my-profile`))
    expect(credentials.headers.get('location')).toBe(`${siteUrl}/auth/credentials-sign-in?callbackUrl=%2Fmy-profile`)
  })

  it('logs browser-reported auth errors by their code and refuses unknown codes', async () => {
    const post = (body: unknown) =>
      site.routes.handleClientLog(incoming(`${siteUrl}/api/auth/log`, { method: 'POST', headers: { origin: siteUrl }, body: JSON.stringify(body) }))
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
      await site.sessions.renewSession(headersOf(cookies))
    }
    vi.setSystemTime(time)
  }

  it('is refreshed once expired, rotating the refresh token, and the session carries no error', async () => {
    const { cookies } = await providerFlow('/', 'centurion')
    const member = await site.sessions.requireMember(headersOf(cookies))
    expect(member.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000)
    await activeUntil(member.accessTokenExpiresAt!.getTime() + 1_000, cookies)
    expect(await site.sessions.sessionError(member, headersOf(cookies))).toBeUndefined()
    const refreshed = await site.sessions.requireMember(headersOf(cookies))
    expect(refreshed.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000)
    const tokens = await handle.db.select().from(rewardsRefreshToken).where(eq(rewardsRefreshToken.memberId, member.memberId))
    expect(tokens.filter((token) => token.usedAt === null)).toHaveLength(1)
    expect(tokens.some((token) => token.usedAt !== null)).toBe(true)
  })

  it('that cannot be refreshed (revoked at the provider) marks the session RefreshAccessTokenError, logged as CLIENT_SESSION_ERROR', async () => {
    const { cookies } = await providerFlow('/', 'zero')
    const member = await site.sessions.requireMember(headersOf(cookies))
    await site.provider.revokeRefreshTokens(member.memberId)
    expect(await site.sessions.sessionError(member, headersOf(cookies))).toBeUndefined()
    await activeUntil(member.accessTokenExpiresAt!.getTime() + 1_000, cookies)
    expect(await site.sessions.optionalMember(headersOf(cookies))).toBeDefined()
    expect(await site.sessions.sessionError(member, headersOf(cookies))).toBe('RefreshAccessTokenError')
    expect(logLines.some((line) => line.includes('"code":"CLIENT_SESSION_ERROR"') && line.includes('RefreshAccessTokenError'))).toBe(true)
  })

  it('refuses a refresh token used twice or by another client', async () => {
    const { forward } = await providerFlow('/', 'green')
    const exchange = tokenRequest
    // The code was redeemed by the sign-in; a fresh one gives this test its own refresh token.
    expect(forward.searchParams.get('code')).toBeTruthy()
    const member = await site.provider.authenticate('green', demoPassword)
    const request = { clientId: embeddedClientId, redirectUri: `${siteUrl}/auth/token`, responseType: 'code', scope: 'openid', state: 's' }
    const code = new URL(await site.provider.issueCode(member!.id, request)).searchParams.get('code')!
    const first = (await (await exchange({ grant_type: 'authorization_code', code, redirect_uri: `${siteUrl}/auth/token` })).json()) as { refresh_token: string }
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(refreshed.status).toBe(200)
    expect(((await refreshed.json()) as { refresh_token: string }).refresh_token).not.toBe(first.refresh_token)
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(400)
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_secret: 'wrong' })).status).toBe(401)
  })

  it('is absent for a credentials sign-in, which never carries an error', async () => {
    const response = await credentialsSignIn(site, { ip: '203.0.113.9' })
    const member = await site.sessions.requireMember(headersOf(cookiesOf(response)))
    expect(member.accessTokenExpiresAt).toBeNull()
    expect(await site.sessions.sessionError(member, headersOf(cookiesOf(response)))).toBeUndefined()
  })
})

describe('the session library calls (§R7)', () => {
  const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() })
  const call = (path: string, init: { method?: string; cookie?: string; contentType?: string; body?: string } = {}, ip?: string) =>
    site.routes.handleAuthApi(
      incoming(
        `${siteUrl}/api/auth${path}`,
        {
          method: init.method ?? 'GET',
          headers: { origin: siteUrl, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.contentType ? { 'content-type': init.contentType } : {}) },
          body: init.body,
        },
        ip,
      ),
    )
  const post = (path: string, fields: Record<string, string>, cookie: string | undefined, ip?: string) => {
    const { body, 'content-type': contentType } = form(fields)
    return call(path, { method: 'POST', cookie, contentType, body }, ip)
  }
  /** A fresh CSRF token and the cookie that goes with it, as a page gets them. */
  async function csrf() {
    const response = await call('/csrf')
    expect(response.status).toBe(200)
    const { csrfToken } = (await response.json()) as { csrfToken: string }
    return { csrfToken, cookie: cookieHeader(cookiesOf(response)) }
  }
  const errorsOf = async (response: Response) => ((await response.json()) as { errors: { code: string; field?: string }[] }).errors

  it('answer a CSRF token with an httpOnly cookie, the same token while the cookie holds', async () => {
    const response = await call('/csrf')
    const [cookie] = cookiesOf(response)
    expect(cookie).toMatch(/^rewards\.csrf-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/)
    const { csrfToken } = (await response.json()) as { csrfToken: string }
    const again = await call('/csrf', { cookie: cookieHeader([cookie!]) })
    expect(await again.json()).toEqual({ csrfToken })
    expect(cookiesOf(again)).toEqual([])
  })

  it('list the providers: the rewards club, and the password sign-in beside the stand-in', async () => {
    const providers = (await (await call('/providers')).json()) as Record<string, { type: string; signinUrl: string; callbackUrl: string }>
    expect(Object.keys(providers)).toEqual(['rewards-club', 'credentials'])
    expect(providers['rewards-club']).toMatchObject({ type: 'oauth', signinUrl: `${siteUrl}/api/auth/signin/rewards-club`, callbackUrl: `${siteUrl}/auth/token` })
    expect(providers.credentials).toMatchObject({ type: 'credentials', callbackUrl: `${siteUrl}/api/auth/callback/credentials` })
  })

  it('sign in with form-encoded credentials, answer the session, then sign out with the form', async () => {
    const { csrfToken, cookie } = await csrf()
    expect(await (await call('/session', { cookie })).json()).toBeNull()
    const signIn = await post('/callback/credentials', { csrfToken, callbackUrl: '/my-trips/', username: 'gold', password: demoPassword }, cookie)
    expect(signIn.status).toBe(302)
    expect(signIn.headers.get('location')).toBe(`${siteUrl}/my-trips/`)
    const signedIn = `${cookie}; ${cookieHeader(cookiesOf(signIn))}`
    const session = (await (await call('/session', { cookie: signedIn })).json()) as Record<string, string>
    expect(session).toMatchObject({ clientCustomerId: 'CC-100002', hashedUserId: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(new Date(session.expires!).getTime()).toBeGreaterThan(Date.now())

    const signOut = await post('/signout', { csrfToken, json: 'true' }, signedIn)
    expect(signOut.status).toBe(200)
    expect(await signOut.json()).toEqual({ url: `${siteUrl}/auth/post-logout` })
    expect(await (await call('/session', { cookie: signedIn })).json()).toBeNull()
  })

  it('take the same fields as JSON, and answer { url } when json is true', async () => {
    const { csrfToken, cookie } = await csrf()
    const response = await call('/callback/credentials', { method: 'POST', cookie, contentType: 'application/json', body: JSON.stringify({ csrfToken, callbackUrl: `${siteUrl}/dining/`, json: 'true', username: 'platinum', password: demoPassword }) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: `${siteUrl}/dining/` })
    expect(sessionCookie(cookiesOf(response))).toBeDefined()
  })

  it('start the provider sign-in from the form, and send other providers to their sign-in page', async () => {
    const { csrfToken, cookie } = await csrf()
    const start = await post('/signin/rewards-club', { csrfToken, callbackUrl: '/my-profile' }, cookie)
    expect(start.status).toBe(302)
    expect(new URL(start.headers.get('location')!).pathname).toBe('/rewards-club/sign-in')
    const asJson = (await (await post('/signin/rewards-club', { csrfToken, json: 'true' }, cookie)).json()) as { url: string }
    expect(asJson.url).toMatch(`${siteUrl}/rewards-club/sign-in?`)
    expect((await post('/signin/email', { csrfToken, callbackUrl: '/my-profile' }, cookie)).headers.get('location')).toBe(`${siteUrl}/auth/sign-in?callbackUrl=%2Fmy-profile`)
    expect((await post('/signin/credentials', { csrfToken }, cookie)).headers.get('location')).toBe(`${siteUrl}/auth/credentials-sign-in?callbackUrl=%2F`)
  })

  it('refuse a wrong, missing or cookie-less CSRF token, with the field named', async () => {
    const { csrfToken, cookie } = await csrf()
    const other = await csrf()
    const fields = { callbackUrl: '/', username: 'gold', password: demoPassword }
    const wrong = await post('/callback/credentials', { ...fields, csrfToken: other.csrfToken }, cookie)
    expect(wrong.status).toBe(403)
    expect(await errorsOf(wrong)).toEqual([expect.objectContaining({ code: 'CSRF_TOKEN_MISMATCH', field: 'body.csrfToken' })])
    expect(sessionCookie(cookiesOf(wrong))).toBeUndefined()
    expect((await post('/signout', { csrfToken }, undefined)).status).toBe(403)
    expect((await post('/signout', { csrfToken: `${csrfToken}x` }, cookie)).status).toBe(403)
    const missing = await post('/signin/rewards-club', {}, cookie)
    expect(missing.status).toBe(400)
    expect(await errorsOf(missing)).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'body.csrfToken' })])
  })

  it('refuse a callbackUrl of another site with INVALID_CALLBACK_URL_ERROR, and logs it', async () => {
    const { csrfToken, cookie } = await csrf()
    for (const callbackUrl of ['https://evil.example/steal', '//evil.example/', '/\\evil.example']) {
      const response = await post('/callback/credentials', { csrfToken, callbackUrl, username: 'gold', password: demoPassword }, cookie)
      expect(response.status, callbackUrl).toBe(400)
      expect(await errorsOf(response)).toEqual([expect.objectContaining({ code: 'INVALID_CALLBACK_URL_ERROR', field: 'body.callbackUrl' })])
      expect(sessionCookie(cookiesOf(response))).toBeUndefined()
    }
    expect(logLines.some((line) => line.includes('INVALID_CALLBACK_URL_ERROR') && line.includes('https://evil.example'))).toBe(true)
  })

  it('answer 415 to another media type, 400 to broken JSON and 401 to a wrong password', async () => {
    const { csrfToken, cookie } = await csrf()
    const plain = await call('/signout', { method: 'POST', cookie, contentType: 'text/plain', body: `csrfToken=${csrfToken}` })
    expect(plain.status).toBe(415)
    expect(await errorsOf(plain)).toEqual([expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'headers.content-type' })])
    expect((await call('/signout', { method: 'POST', cookie, contentType: 'application/json', body: '{' })).status).toBe(400)
    const wrong = await post('/callback/credentials', { csrfToken, username: 'gold', password: 'not it' }, cookie, '198.51.100.60')
    expect(wrong.status).toBe(401)
    expect(await errorsOf(wrong)).toEqual([expect.objectContaining({ code: 'INVALID_MEMBER_CREDENTIALS' })])
  })

  it('share the sign-in limit of 3 attempts per 10 s per client, answering 429 with retry-after', async () => {
    const { csrfToken, cookie } = await csrf()
    const statuses = []
    for (let attempt = 0; attempt < 4; attempt++) statuses.push(await post('/callback/credentials', { csrfToken, username: 'gold', password: 'not it' }, cookie, '198.51.100.61'))
    expect(statuses.map((response) => response.status)).toEqual([401, 401, 401, 429])
    expect(Number(statuses[3]!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await errorsOf(statuses[3]!)).toEqual([expect.objectContaining({ code: 'TOO_MANY_REQUESTS' })])
  })

  it('CALLBACK_CREDENTIALS_HANDLER_ERROR (§R8): the password check throws, answered 500 with the code and logged', async () => {
    const { csrfToken, cookie } = await csrf()
    vi.spyOn(site.provider, 'authenticate').mockRejectedValueOnce(new Error('the member store is down'))
    const response = await post('/callback/credentials', { csrfToken, username: 'gold', password: demoPassword }, cookie, '198.51.100.62')
    expect(response.status).toBe(500)
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR' })])
    expect(sessionCookie(cookiesOf(response))).toBeUndefined()
    expect(logLines.some((line) => line.includes('"code":"CALLBACK_CREDENTIALS_HANDLER_ERROR"'))).toBe(true)
  })

  it('CALLBACK_CREDENTIALS_JWT_ERROR (§R8): right credentials but no session created, answered 500 (not a wrong password) and logged', async () => {
    const { csrfToken, cookie } = await csrf()
    const context = await site.auth.$context
    vi.spyOn(context.internalAdapter, 'createSession').mockResolvedValueOnce(null as never)
    const response = await post('/callback/credentials', { csrfToken, username: 'gold', password: demoPassword }, cookie, '198.51.100.63')
    expect(response.status).toBe(500)
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ code: 'CALLBACK_CREDENTIALS_JWT_ERROR' })])
    expect(sessionCookie(cookiesOf(response))).toBeUndefined()
    expect(logLines.some((line) => line.includes('"code":"CALLBACK_CREDENTIALS_JWT_ERROR"'))).toBe(true)
  })
})

describe('the auth error codes of §R8 where their situation arises', () => {
  it('MISSING_NEXTAUTH_API_ROUTE_ERROR: the auth handler reached outside /api/auth', async () => {
    const response = await site.routes.handleAuthApi(incoming(`${siteUrl}/travel/api/auth/session`))
    expect(response.status).toBe(500)
    expect(logLines.some((line) => line.includes('"code":"MISSING_NEXTAUTH_API_ROUTE_ERROR"'))).toBe(true)
  })

  it('NO_SECRET: better-auth is not built without a secret of 32 characters', () => {
    const settings = { AUTH_SECRET: 'short', PUBLIC_SITE_URL: siteUrl, BASE_PATH: '', AUTH_OIDC_ISSUER: undefined, AUTH_OIDC_CLIENT_ID: undefined, AUTH_OIDC_CLIENT_SECRET: undefined }
    expect(() => createAuth({ db: handle.db, settings, provider: async () => site.provider })).toThrow(/NO_SECRET/)
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
    const stopListening = await listenForCacheChanges(handle)
    const keeping = setup(siteUrl, { keepMembers: true })
    const getSession = vi.spyOn(keeping.auth.api, 'getSession')
    const signedIn = cookieHeader(cookiesOf(await credentialsSignIn(keeping)))
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
      await handle.db.delete(authSession).where(eq(authSession.userId, renewed!.userId))
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
    const { forward, cookies } = await providerFlow('/')
    const sessionToken = decodeURIComponent(sessionCookie(cookies)!.split(';')[0]!.split('=')[1]!).split('.')[0]!
    expect(logLines.length).toBeGreaterThan(0)
    const all = logLines.join('\n')
    expect(all).not.toContain(demoPassword)
    expect(all).not.toContain(sessionToken)
    expect(all).not.toContain(forward.searchParams.get('code')!)
    expect(all).not.toContain(embeddedClientSecret({ AUTH_SECRET: secret }))
    expect(all).not.toContain(secret)
  })
})
