// The session library's calls of §R7 under /api/auth (contracts/auth/auth.contract.ts): the
// session, a CSRF token, the providers, sign-in per provider, the credentials callback and sign-out.
// The POSTs take a form-encoded body (or the same fields as JSON), must carry the CSRF token of their
// cookie, and go back only to addresses of this site; better-auth does the signing in and out.
import type { z } from 'zod'
import { CredentialsCallbackBodySchema, SignInBodySchema, SignOutBodySchema, type AuthProviders } from '@contracts/auth/auth.contract'
import { tooManyRequestsError, type ApiErrorObject } from '@contracts/api/api-error'
import { sitePathOf } from '../http/redirect-target'
import { issuesToErrors } from '@contracts/api/request-refusal'
import { isJson, mediaTypeOf, unsupportedMediaType } from '../http/request-body'
import { readCookie } from '../site/draft-mode.server'
import { authBasePath, postLogoutPath } from './auth.server'
import { logInvalidCallbackUrl } from './auth-errors'
import { sessionNotCreatedCode } from './member-credentials.plugin'
import { csrfCookieBaseName, csrfTokenOf, issueCsrfToken, verifyCsrfToken } from './csrf-token'
import { rewardsClubProviderId } from './provider/provider.server'
import type { SessionResolver } from './session.server'

export const credentialsProviderId = 'credentials'
const formMediaType = 'application/x-www-form-urlencoded'
const credentialsSignInPage = '/auth/credentials-sign-in'

/** Where a sign-in or sign-out goes next, with the cookies better-auth set on the way. */
export type AuthStep = { url: string; setCookies: string[] }

type CallAuth = (request: Request, path: string, init: { method: string; body?: unknown }) => Promise<Response>

export type SessionCallsDependencies = {
  settings: { AUTH_SECRET: string; PUBLIC_SITE_URL: string }
  /** The site's address with BASE_PATH. */
  appUrl: string
  /** Whether the embedded stand-in (and so the password sign-in) exists (docs/decisions/060). */
  embedded: boolean
  sessions: Pick<SessionResolver, 'sessionOf'>
  callAuth: CallAuth
  startProviderSignIn: (request: Request, target: string) => Promise<AuthStep | { error: 'TooManyRequests' | 'NoProviders' }>
  signOut: (request: Request, returnTo: string) => Promise<AuthStep>
}

const refused = (status: number, errors: ApiErrorObject[], headers?: HeadersInit) => Response.json({ errors }, { status, headers })
const tooManyAttempts = (retryAfter: string | null) =>
  refused(429, [tooManyRequestsError('Too many sign-in attempts. Please wait a few seconds and try again.')], retryAfter ? { 'retry-after': retryAfter } : undefined)

export function createSessionCalls({ settings, appUrl, embedded, sessions, callAuth, startProviderSignIn, signOut }: SessionCallsDependencies) {
  const https = settings.PUBLIC_SITE_URL.startsWith('https:')
  const csrfCookieName = `${https ? '__Host-' : ''}rewards.${csrfCookieBaseName}`
  const apiPath = `${new URL(appUrl).pathname.replace(/\/$/, '')}${authBasePath}`

  const providers = (): AuthProviders => ({
    [rewardsClubProviderId]: { id: rewardsClubProviderId, name: 'Rewards Club', type: 'oauth', signinUrl: `${appUrl}${authBasePath}/signin/${rewardsClubProviderId}`, callbackUrl: `${appUrl}/auth/token` },
    // The password sign-in exists only beside the embedded stand-in (docs/decisions/060).
    ...(embedded
      ? {
          [credentialsProviderId]: {
            id: credentialsProviderId,
            name: 'Rewards Club user ID and password',
            type: 'credentials' as const,
            signinUrl: `${appUrl}${authBasePath}/signin/${credentialsProviderId}`,
            callbackUrl: `${appUrl}${authBasePath}/callback/${credentialsProviderId}`,
          },
        }
      : {}),
  })

  /**
   * §R8: the credentials provider's sign-in is its own page; an unknown provider is sent to the
   * sign-in page of the one we have. Undefined for the rewards-club provider, whose sign-in starts here.
   */
  function otherProviderPage(provider: string, target: string): string | undefined {
    if (provider === rewardsClubProviderId) return undefined
    const callback = new URLSearchParams({ callbackUrl: target })
    return provider === credentialsProviderId && embedded ? `${appUrl}${credentialsSignInPage}?${callback}` : `${appUrl}/auth/sign-in?${callback}`
  }

  function csrfCookie(value: string) {
    return `${csrfCookieName}=${value}; Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`
  }

  /** GET /csrf: the token of the request's cookie while it is valid, else a new one with its cookie. */
  function answerCsrf(request: Request) {
    const existing = csrfTokenOf(readCookie(request.headers.get('cookie'), csrfCookieName), settings.AUTH_SECRET)
    if (existing) return Response.json({ csrfToken: existing }, { headers: { 'cache-control': 'no-store' } })
    const { token, cookieValue } = issueCsrfToken(settings.AUTH_SECRET)
    return Response.json({ csrfToken: token }, { headers: { 'cache-control': 'no-store', 'set-cookie': csrfCookie(cookieValue) } })
  }

  /** The form's fields, or the answer that refuses the body: 415 for another media type, 400 for broken JSON. */
  async function fieldsOf(request: Request): Promise<Record<string, unknown> | Response> {
    const contentType = request.headers.get('content-type')
    const text = await request.text()
    if (mediaTypeOf(contentType) === formMediaType) return Object.fromEntries(new URLSearchParams(text))
    if (isJson(contentType)) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
      } catch {
        // answered below
      }
      return refused(400, [{ code: 'MALFORMED_JSON', category: 'VALIDATION', message: 'The request body is not a valid JSON object.', field: 'body' }])
    }
    return unsupportedMediaType(`Send the form as ${formMediaType} (or as JSON with content-type: application/json).`)
  }

  /**
   * The checked form: fields valid for `schema`, the CSRF token the one of the request's cookie, and the
   * callbackUrl (when given) an address of this site, as the site path to return to.
   */
  async function checkedForm<Schema extends z.ZodType<{ csrfToken: string; callbackUrl?: string }>>(request: Request, schema: Schema): Promise<{ form: z.output<Schema>; target?: string } | Response> {
    const fields = await fieldsOf(request)
    if (fields instanceof Response) return fields
    const parsed = schema.safeParse(fields)
    if (!parsed.success) return refused(400, issuesToErrors('body', parsed.error.issues))
    const form = parsed.data
    if (!verifyCsrfToken(readCookie(request.headers.get('cookie'), csrfCookieName), form.csrfToken, settings.AUTH_SECRET)) {
      return refused(403, [{ code: 'CSRF_TOKEN_MISMATCH', category: 'SECURITY', message: 'This form has expired. Reload the page and try again.', field: 'body.csrfToken' }])
    }
    if (form.callbackUrl === undefined || form.callbackUrl === '') return { form }
    const target = sitePathOf(form.callbackUrl, appUrl)
    if (target) return { form, target }
    logInvalidCallbackUrl(form.callbackUrl)
    return refused(400, [{ code: 'INVALID_CALLBACK_URL_ERROR', category: 'VALIDATION', message: 'body.callbackUrl: must be an address on this site', field: 'body.callbackUrl' }])
  }

  /** Where the call leads: `{ url }` when the form asked for JSON, else a redirect there. */
  function answerStep(asJson: boolean, step: AuthStep) {
    const headers = new Headers({ 'cache-control': 'no-store' })
    for (const cookie of step.setCookies) headers.append('set-cookie', cookie)
    if (asJson) return Response.json({ url: step.url }, { headers })
    headers.set('location', step.url)
    return new Response(null, { status: 302, headers })
  }

  /** POST /signin/:provider { csrfToken, callbackUrl, json }. */
  async function answerSignIn(request: Request, provider: string) {
    const checked = await checkedForm(request, SignInBodySchema)
    if (checked instanceof Response) return checked
    const target = checked.target ?? '/'
    const asJson = checked.form.json === 'true'
    const other = otherProviderPage(provider, target)
    if (other) return answerStep(asJson, { url: other, setCookies: [] })
    const step = await startProviderSignIn(request, target)
    if (!('error' in step)) return answerStep(asJson, step)
    if (step.error === 'TooManyRequests') return tooManyAttempts(null)
    // §R8: with no provider to sign in with, the error page.
    return answerStep(asJson, { url: `${appUrl}/api/auth-error?error=NoProviders`, setCookies: [] })
  }

  /** POST /callback/credentials { csrfToken, callbackUrl, json, username, password }: the stand-in's password sign-in. */
  async function answerCredentials(request: Request) {
    if (!embedded) return refused(404, [{ code: 'NOT_FOUND', category: 'BUSINESS', message: 'There is no password sign-in here.' }])
    const checked = await checkedForm(request, CredentialsCallbackBodySchema)
    if (checked instanceof Response) return checked
    const { username, password, json } = checked.form
    const response = await callAuth(request, '/sign-in/member-credentials', { method: 'POST', body: { username, password } })
    if (response.status === 429) return tooManyAttempts(response.headers.get('x-retry-after'))
    if (response.status === 401) return refused(401, [{ code: 'INVALID_MEMBER_CREDENTIALS', category: 'SECURITY', message: 'The user ID or password is not correct.', field: 'body.password' }])
    if (!response.ok) {
      // The check itself failed (CALLBACK_CREDENTIALS_HANDLER_ERROR), or it passed and no session could be made (…_JWT_ERROR): both §R8.
      const { code } = ((await response.json().catch(() => ({}))) ?? {}) as { code?: string }
      return refused(500, [{ code: code === sessionNotCreatedCode ? sessionNotCreatedCode : 'CALLBACK_CREDENTIALS_HANDLER_ERROR', category: 'SYSTEM', message: 'Sign-in is unavailable right now. Please try again later.' }])
    }
    return answerStep(json === 'true', { url: `${appUrl}${checked.target ?? '/'}`, setCookies: response.headers.getSetCookie() })
  }

  /** POST /signout { csrfToken, callbackUrl, json }. */
  async function answerSignOut(request: Request) {
    const checked = await checkedForm(request, SignOutBodySchema)
    if (checked instanceof Response) return checked
    return answerStep(checked.form.json === 'true', await signOut(request, checked.target ?? postLogoutPath))
  }

  /** The answer to one of these calls, or undefined for any other /api/auth request (better-auth's). */
  async function answer(request: Request): Promise<Response | undefined> {
    const path = new URL(request.url).pathname.slice(apiPath.length)
    if (request.method === 'GET') {
      if (path === '/session') return Response.json(await sessions.sessionOf(request), { headers: { 'cache-control': 'no-store' } })
      if (path === '/csrf') return answerCsrf(request)
      if (path === '/providers') return Response.json(providers())
      return undefined
    }
    if (request.method !== 'POST') return undefined
    const signIn = /^\/signin\/([^/]+)$/.exec(path)
    if (signIn) return answerSignIn(request, decodeURIComponent(signIn[1]!))
    if (path === `/callback/${credentialsProviderId}`) return answerCredentials(request)
    if (path === '/signout') return answerSignOut(request)
    return undefined
  }

  return { answer, otherProviderPage }
}
