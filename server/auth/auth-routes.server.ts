// HTTP handlers of the auth routes (SPEC.md §2): /api/auth/* (better-auth), /auth/sign-in,
// /auth/token (the provider's forward destination), /api/auth/logout and the client log endpoint.
import { z } from 'zod'
import { config } from '@server/config/env'
import { sitePathOf } from '../http/redirect-target'
import { authBasePath, clientAddressHeader, getAuth, postLogoutPath, type Auth } from './auth.server'
import { logAuthError, isAuthErrorCode } from './auth-errors'
import { usesEmbeddedProvider, type LoginProviderSettings } from './login-provider'
import { providerLogoutUrlOf, signOutBody } from './provider-logout'
import { appUrlOf, rewardsClubProviderId } from './provider/provider.server'
import { clientAddress } from './request-guard.server'

export const authFailurePath = '/auth/authentication-failure'
export const authErrorPath = '/api/auth-error'
export const credentialsSignInPath = '/auth/credentials-sign-in'

const ClientLogSchema = z.object({
  level: z.enum(['error', 'warn']).default('error'),
  code: z.string().max(64),
  message: z.string().max(500).default(''),
})

export function createAuthRoutes(auth: () => Promise<Auth>, settings: { PUBLIC_SITE_URL: string; BASE_PATH: string } & LoginProviderSettings) {
  const appUrl = appUrlOf(settings)
  const embedded = usesEmbeddedProvider(settings)
  const siteOrigin = new URL(settings.PUBLIC_SITE_URL).origin

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

  /** The client address is the server's to say: whatever the client sent under that name is replaced. */
  async function handleAuthApi(request: Request) {
    const headers = new Headers(request.headers)
    headers.set(clientAddressHeader, clientAddress(request))
    const forwarded = new Request(request.url, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
    })
    return (await auth()).handler(forwarded)
  }

  function returnPath(callbackUrl: string | null, fallbackPath: string) {
    const safe = sitePathOf(callbackUrl, appUrl)
    if (callbackUrl && !safe) {
      logAuthError('INVALID_CALLBACK_URL_ERROR', 'a callback URL off the site was refused', { callbackOrigin: originOf(callbackUrl) }, 'warn')
    }
    return safe ?? fallbackPath
  }

  function returnTarget(callbackUrl: string | null, fallbackPath: string) {
    return `${appUrl}${returnPath(callbackUrl, fallbackPath)}`
  }

  /** GET /auth/sign-in?callbackUrl=…&provider=…: starts the provider's sign-in (SPEC.md §2). */
  async function handleSignIn(request: Request) {
    const url = new URL(request.url)
    const callbackUrl = url.searchParams.get('callbackUrl')
    const provider = url.searchParams.get('provider')
    const target = returnTarget(callbackUrl, '/')
    // The credentials sign-in exists only with the embedded stand-in; beside a real provider it is unknown.
    if (provider === 'credentials' && embedded) return redirect(`${appUrl}${credentialsSignInPath}?${new URLSearchParams({ callbackUrl: target.slice(appUrl.length) })}`)
    // An unknown provider is sent to the sign-in page of the one we have.
    if (provider && provider !== rewardsClubProviderId) return redirect(`${appUrl}/auth/sign-in?${new URLSearchParams({ callbackUrl: target.slice(appUrl.length) })}`)

    const response = await (await auth()).handler(
      internalRequest(request, '/sign-in/social', {
        method: 'POST',
        body: { provider: rewardsClubProviderId, callbackURL: target, errorCallbackURL: `${appUrl}${authFailurePath}`, disableRedirect: true },
      }),
    )
    if (response.status === 429) return redirect(`${appUrl}${authFailurePath}?error=TooManyRequests`)
    const body = (await response.json().catch(() => undefined)) as { url?: string } | undefined
    if (!response.ok || !body?.url) {
      // No usable provider (for example, discovery of the configured issuer failed).
      logAuthError('MISSING_ADAPTER_METHODS_ERROR', 'no login provider could start a sign-in', { status: response.status })
      return redirect(`${appUrl}${authErrorPath}?error=NoProviders`)
    }
    return redirect(body.url, response.headers.getSetCookie())
  }

  /** GET /auth/token?code&state: the provider's forward destination; completes the sign-in. */
  async function handleTokenSignIn(request: Request) {
    const url = new URL(request.url)
    return (await auth()).handler(internalRequest(request, `/callback/${rewardsClubProviderId}`, { method: 'GET', search: url.search }))
  }

  /**
   * /api/auth/logout: signs out, then returns to post-logout unless another callback is given; when the
   * login provider has a session of its own, by way of its end-session page (docs/decisions/060).
   */
  async function handleLogout(request: Request) {
    const fetchSite = request.headers.get('sec-fetch-site')
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return new Response('Forbidden', { status: 403 })
    const origin = request.headers.get('origin')
    if (origin && origin !== siteOrigin) return new Response('Forbidden', { status: 403 })
    const url = new URL(request.url)
    const path = returnPath(url.searchParams.get('callbackUrl'), postLogoutPath)
    const response = await (await auth()).handler(internalRequest(request, '/sign-out', { method: 'POST', body: signOutBody(path) }))
    const providerLogoutUrl = providerLogoutUrlOf(await response.json().catch(() => undefined))
    return redirect(providerLogoutUrl ?? `${appUrl}${path}`, response.headers.getSetCookie())
  }

  /** POST /api/auth/log { level, code, message }: auth errors the browser reports (SPEC.md §7, §8). */
  async function handleClientLog(request: Request) {
    const origin = request.headers.get('origin')
    if (origin && origin !== siteOrigin) return new Response(null, { status: 403 })
    const parsed = ClientLogSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success || !isAuthErrorCode(parsed.data.code)) return Response.json({ message: 'Expected { level, code, message } with a known code' }, { status: 400 })
    logAuthError(parsed.data.code, parsed.data.message, { source: 'browser' }, parsed.data.level)
    return new Response(null, { status: 204 })
  }

  return { handleAuthApi, handleSignIn, handleTokenSignIn, handleLogout, handleClientLog }
}

function redirect(location: string, setCookies: string[] = []) {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of setCookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}

function originOf(value: string) {
  try {
    return new URL(value).origin
  } catch {
    return 'not-a-url'
  }
}

let routes: ReturnType<typeof createAuthRoutes> | undefined
export function authRoutes() {
  routes ??= createAuthRoutes(getAuth, config())
  return routes
}
