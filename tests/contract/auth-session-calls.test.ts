// §R7 the session library's calls (session, csrf, providers, sign-in, credentials callback, sign-out, form-encoded or
// JSON) on the site's auth endpoints, §R8 the auth error codes they log by name, and no password or token in any log
// line. Cookies, request checks, the provider's flow and its tokens are in auth-endpoints.test.ts.
import { describe, expect, it, vi } from 'vitest'
import type * as LoggerModule from '@server/log/logger'
import { authEndpointsSite, cookieHeader, cookiesOf, sessionCookie, siteUrl } from '../fixtures/auth-endpoints-site'

const logLines = vi.hoisted((): string[] => [])
vi.mock('@server/log/logger', async (importOriginal) => (await import('../fixtures/logger-lines')).loggingInto(await importOriginal<typeof LoggerModule>(), logLines))

const { demoPassword } = await import('@server/auth/provider/demo-members')

const endpoints = authEndpointsSite()
const { incoming } = endpoints

describe('the session library calls (§R7)', () => {
  const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() })
  const call = (path: string, init: { method?: string; cookie?: string; contentType?: string; body?: string } = {}, ip?: string) =>
    endpoints.site.routes.handleAuthApi(
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
    vi.spyOn(endpoints.site.provider, 'authenticate').mockRejectedValueOnce(new Error('the member store is down'))
    const response = await post('/callback/credentials', { csrfToken, username: 'gold', password: demoPassword }, cookie, '198.51.100.62')
    expect(response.status).toBe(500)
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ code: 'CALLBACK_CREDENTIALS_HANDLER_ERROR' })])
    expect(sessionCookie(cookiesOf(response))).toBeUndefined()
    expect(logLines.some((line) => line.includes('"code":"CALLBACK_CREDENTIALS_HANDLER_ERROR"'))).toBe(true)
  })

  it('CALLBACK_CREDENTIALS_JWT_ERROR (§R8): right credentials but no session created, answered 500 (not a wrong password) and logged', async () => {
    const { csrfToken, cookie } = await csrf()
    const context = await endpoints.site.auth.$context
    vi.spyOn(context.internalAdapter, 'createSession').mockResolvedValueOnce(null as never)
    const response = await post('/callback/credentials', { csrfToken, username: 'gold', password: demoPassword }, cookie, '198.51.100.63')
    expect(response.status).toBe(500)
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ code: 'CALLBACK_CREDENTIALS_JWT_ERROR' })])
    expect(sessionCookie(cookiesOf(response))).toBeUndefined()
    expect(logLines.some((line) => line.includes('"code":"CALLBACK_CREDENTIALS_JWT_ERROR"'))).toBe(true)
  })
})


describe('logs', () => {
  it('never contain the password, a session token, a code or an access token', async () => {
    await endpoints.expectNoSecretsIn(logLines)
  })
})
