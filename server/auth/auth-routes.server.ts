// HTTP handlers of the auth routes (§R2, §R7): /api/auth/* (the session library's calls, then
// better-auth), /auth/sign-in, /auth/token (the provider's forward destination), /api/auth/logout and
// the client log endpoint.
import { z } from 'zod'
import { authContract } from '@contracts/auth/auth.contract'
import { config } from '@server/config/env'
import { database } from '@server/db/db.server'
import { logger } from '@server/log/logger'
import { identityOf } from '@contracts/lxp/route-metadata'
import { contractMethodsOf, contractRouteOf } from '../http/contract-methods'
import { sitePathOf } from '../http/redirect-target'
import { answerHeadAsGet } from '../http/head-requests'
import { methodNotAllowed } from '../http/route-refusals'
import { unknownFieldsRefusal } from '../http/unknown-request-fields'
import { credentialAnswerFor } from '../integrators/integrator-access.server'
import { authBasePath, clientAddressHeader, getAuth, postLogoutPath, type Auth } from './auth.server'
import { inErrorEnvelope } from './auth-error-envelope'
import { authPathMethods } from './auth-methods'
import { authRateLimitPolicyOf } from './auth-rate-limits'
import { logAuthError, isAuthErrorCode, logInvalidCallbackUrl } from './auth-errors'
import { usesEmbeddedProvider, type LoginProviderSettings } from './login-provider'
import { providerLogoutUrlOf, signOutBody } from './provider-logout'
import { appUrlOf, rewardsClubProviderId } from './provider/provider.server'
import { clientAddress } from './request-guard.server'
import { createSessionCalls, type AuthStep } from './session-calls.server'
import { createSessionResolver, type SessionResolver } from './session.server'

export const authFailurePath = '/auth/authentication-failure'
export const authErrorPath = '/api/auth-error'

const ClientLogSchema = z.object({
  level: z.enum(['error', 'warn']).default('error'),
  code: z.string().max(64),
  message: z.string().max(500).default(''),
})

/**
 * The documented endpoints of our own plugins (the password sign-in, access tokens): like the rest of
 * the API, they refuse a field they do not know with a 400 naming it (guide *Errors*).
 */
const strictAuthPaths = new Set<string>([authContract.signInMemberCredentials, authContract.createAccessToken, authContract.listAccessTokens, authContract.revokeAccessToken].map((route) => route.path))

export type AuthRouteSettings = { PUBLIC_SITE_URL: string; BASE_PATH: string; AUTH_SECRET: string } & LoginProviderSettings

export function createAuthRoutes(auth: () => Promise<Auth>, settings: AuthRouteSettings, sessions: Pick<SessionResolver, 'sessionOf'> = createSessionResolver(auth, database, () => settings)) {
  const appUrl = appUrlOf(settings)
  const embedded = usesEmbeddedProvider(settings)
  const siteOrigin = new URL(settings.PUBLIC_SITE_URL).origin
  const authApiPath = `${new URL(appUrl).pathname.replace(/\/$/, '')}${authBasePath}/`

  /** A request better-auth will accept as coming from this site, for calls the routes make on the user's behalf. */
  function internalRequest(request: Request, path: string, init: { method: string; body?: unknown; search?: string }) {
    const headers = new Headers({ origin: siteOrigin, [clientAddressHeader]: clientAddress(request) })
    const cookie = request.headers.get('cookie')
    if (cookie) headers.set('cookie', cookie)
    const userAgent = request.headers.get('user-agent')
    if (userAgent) headers.set('user-agent', userAgent)
    if (init.body !== undefined) headers.set('content-type', 'application/json')
    return new Request(`${appUrl}${authBasePath}${path}${init.search ?? ''}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  }

  async function callAuth(request: Request, path: string, init: { method: string; body?: unknown; search?: string }) {
    return (await auth()).handler(internalRequest(request, path, init))
  }

  /**
   * /api/auth/*: the session library's calls (§R7), then better-auth's own endpoints. The client
   * address is the server's to say: whatever the client sent under that name is replaced.
   */
  async function handleAuthApi(request: Request): Promise<Response> {
    // HEAD is GET without its body (RFC 9110): a path better-auth serves by GET answers it so.
    if (request.method === 'HEAD') return answerHeadAsGet(request, handleAuthApi)
    // The handler answers only under BASE_PATH/api/auth; reached elsewhere, the site is mounted wrongly.
    if (!new URL(request.url).pathname.startsWith(authApiPath)) {
      logAuthError('MISSING_NEXTAUTH_API_ROUTE_ERROR', `the auth handler was reached outside ${authApiPath}`, { path: new URL(request.url).pathname })
      return Response.json({ errors: [{ code: 'MISSING_NEXTAUTH_API_ROUTE_ERROR', category: 'SYSTEM', message: 'Sign-in is not available at this address.' }] }, { status: 500 })
    }
    const call = { bearer: /^bearer /i.test(request.headers.get('authorization') ?? ''), rateLimit: authRateLimitPolicyOf(authPathOf(request)) }
    const answered = await sessionCalls.answer(request)
    if (answered) return inErrorEnvelope(await withCredentialAnswer(request, answered), call)
    const methods = (await methodsAt())(authPathOf(request))
    if (methods.length > 0 && !methods.includes(request.method)) return methodNotAllowed(methods)
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    // Only where better-auth serves the path: beside a real provider the password sign-in is a 404.
    const unknownFields = methods.length > 0 && strictAuthPaths.has(`${authBasePath}${authPathOf(request)}`) ? unknownFieldsRefusal(request, body) : undefined
    if (unknownFields) return unknownFields
    const headers = new Headers(request.headers)
    headers.set(clientAddressHeader, clientAddress(request))
    const forwarded = new Request(request.url, { method: request.method, headers, body })
    return inErrorEnvelope(await withCredentialAnswer(request, await (await auth()).handler(forwarded)), call)
  }

  /**
   * No call here takes a token or key, so its 401 to a call that sent one says what is wrong with that
   * credential: bad (401 `invalid_token`), or good and not for this call (403 `insufficient_scope`, RFC 6750).
   */
  async function withCredentialAnswer(request: Request, answered: Response): Promise<Response> {
    if (answered.status !== 401) return answered
    const route = contractRouteOf(request)
    return (await credentialAnswerFor(request, route ? identityOf(route) : 'session')) ?? answered
  }

  /** The path of a call below /api/auth (`/sign-in/member-credentials`). */
  function authPathOf(request: Request) {
    return new URL(request.url).pathname.slice(authApiPath.length - 1)
  }

  let pathMethods: ((path: string) => string[]) | undefined
  /** better-auth's methods per path, read once. */
  async function methodsAt() {
    if (!pathMethods) {
      const instance = await auth()
      pathMethods = authPathMethods(instance.api, instance.options.disabledPaths)
    }
    return pathMethods
  }

  /**
   * A method the auth routes do not take (PUT, OPTIONS, …; HEAD is answered as GET): 405 in the API's error envelope, with
   * `Allow` naming the methods better-auth (or the documented endpoint) takes at that path, else the
   * routes' GET and POST.
   */
  async function refuseMethod(request: Request) {
    if (request.method === 'HEAD') return handleAuthApi(request)
    const methods = [...new Set([...contractMethodsOf(new URL(request.url).pathname), ...(await methodsAt())(authPathOf(request))])]
    return methodNotAllowed(methods.length > 0 ? methods : ['GET', 'POST'])
  }

  function returnPath(callbackUrl: string | null, fallbackPath: string) {
    const safe = sitePathOf(callbackUrl, appUrl)
    if (callbackUrl && !safe) logInvalidCallbackUrl(callbackUrl)
    return safe ?? fallbackPath
  }

  /** Asks the login provider for its sign-in page; the way back is `target` (a path of this site). */
  async function startProviderSignIn(request: Request, target: string): Promise<AuthStep | { error: 'TooManyRequests' | 'NoProviders' }> {
    const response = await callAuth(request, '/sign-in/social', {
      method: 'POST',
      body: { provider: rewardsClubProviderId, callbackURL: `${appUrl}${target}`, errorCallbackURL: `${appUrl}${authFailurePath}`, disableRedirect: true },
    })
    if (response.status === 429) return { error: 'TooManyRequests' }
    const body = (await response.json().catch(() => undefined)) as { url?: string } | undefined
    if (!response.ok || !body?.url) {
      // No usable provider (for example, discovery of the configured issuer failed).
      logger.error({ area: 'auth', status: response.status }, 'no login provider could start a sign-in')
      return { error: 'NoProviders' }
    }
    return { url: body.url, setCookies: response.headers.getSetCookie() }
  }

  /** Ends the session; then `returnTo` (a path of this site), by way of the provider's end-session page when it has one. */
  async function signOut(request: Request, returnTo: string): Promise<AuthStep> {
    const response = await callAuth(request, '/sign-out', { method: 'POST', body: signOutBody(returnTo) })
    const providerLogoutUrl = providerLogoutUrlOf(await response.json().catch(() => undefined))
    return { url: providerLogoutUrl ?? `${appUrl}${returnTo}`, setCookies: response.headers.getSetCookie() }
  }

  const sessionCalls = createSessionCalls({ settings, appUrl, embedded, sessions, callAuth, startProviderSignIn, signOut })

  /** GET /auth/sign-in?callbackUrl=…&provider=…: starts the provider's sign-in (§R2). */
  async function handleSignIn(request: Request) {
    const url = new URL(request.url)
    const target = returnPath(url.searchParams.get('callbackUrl'), '/')
    const provider = url.searchParams.get('provider')
    const other = provider ? sessionCalls.otherProviderPage(provider, target) : undefined
    if (other) return redirect(other)
    const guestsFirst = findMyBookingFirst(url, target)
    if (guestsFirst) return redirect(guestsFirst)
    const step = await startProviderSignIn(request, target)
    if ('error' in step) return redirect(`${appUrl}${step.error === 'TooManyRequests' ? `${authFailurePath}?error=TooManyRequests` : `${authErrorPath}?error=NoProviders`}`)
    return redirect(step.url, step.setCookies)
  }

  /**
   * A visitor sent to sign in on the way to My Trips may have booked as a guest. The stand-in's sign-in
   * page links to Find my booking; an outside provider's page cannot, so Find my booking is shown first,
   * with the sign-in to My Trips on it (decision 089). Its sign-in link has no `error`, so it goes on to
   * the provider.
   */
  function findMyBookingFirst(url: URL, target: string) {
    if (embedded || url.searchParams.get('error') !== 'SessionRequired') return undefined
    const path = target.split(/[?#]/)[0]!
    if (path !== '/my-trips' && !path.startsWith('/my-trips/')) return undefined
    return `${appUrl}/reservations/find?${new URLSearchParams({ signIn: target })}`
  }

  /** GET /auth/token?code&state: the provider's forward destination; completes the sign-in. */
  async function handleTokenSignIn(request: Request) {
    const url = new URL(request.url)
    return callAuth(request, `/callback/${rewardsClubProviderId}`, { method: 'GET', search: url.search })
  }

  /**
   * /api/auth/logout: signs out, then returns to post-logout unless another callback is given; when the
   * login provider has a session of its own, by way of its end-session page (docs/decisions/060).
   */
  async function handleLogout(request: Request) {
    const fetchSite = request.headers.get('sec-fetch-site')
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return crossSite()
    const origin = request.headers.get('origin')
    if (origin && origin !== siteOrigin) return crossSite()
    const step = await signOut(request, returnPath(new URL(request.url).searchParams.get('callbackUrl'), postLogoutPath))
    return redirect(step.url, step.setCookies)
  }

  /** POST /api/auth/log { level, code, message }: auth errors the browser reports (§R7, §R8). */
  async function handleClientLog(request: Request) {
    const origin = request.headers.get('origin')
    if (origin && origin !== siteOrigin) return crossSite()
    const parsed = ClientLogSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success || !isAuthErrorCode(parsed.data.code)) {
      return Response.json({ errors: [{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: 'Expected { level, code, message } with a known code.', field: 'body' }] }, { status: 400 })
    }
    logAuthError(parsed.data.code, parsed.data.message, { source: 'browser' }, parsed.data.level)
    return new Response(null, { status: 204 })
  }

  return { handleAuthApi, refuseMethod, handleSignIn, handleTokenSignIn, handleLogout, handleClientLog }
}

/** A call from another site, refused in the API's error envelope (as the site's own check words it). */
function crossSite() {
  return Response.json({ errors: [{ code: 'CROSS_SITE_REQUEST', category: 'SECURITY', message: 'This request was refused: it came from another site.' }] }, { status: 403 })
}

function redirect(location: string, setCookies: string[] = []) {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of setCookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}

let routes: ReturnType<typeof createAuthRoutes> | undefined
export function authRoutes() {
  routes ??= createAuthRoutes(getAuth, config())
  return routes
}
