// Wraps every request the app answers: correlation id, one log line, security headers, and a
// last-resort error page that never leaks a stack trace.
import { randomUUID } from 'node:crypto'
import { trace } from '@opentelemetry/api'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { config } from '../config/env'
import { onTableChange } from '../db/change-notices.server'
import { isHangUp, logger } from '../log/logger'
import { recordHttpRequest } from '../telemetry/operations-metrics'
import { clientAddressOf } from './client-address'
import { contractMethodsOf } from './contract-methods'
import { runWithRequestContext } from './request-context.server'
import { crossSiteRefusal } from './cross-site'
import { permanentSlashRedirect } from './canonical-redirect'
import { createPageCache } from './page-cache.server'
import { methodNotAllowed, pathNotFound } from './route-refusals'
import { isPrivateAnswer, privateCacheControl } from './private-answers'
import { mapSources, securityHeaders, withHeaders } from './security-headers'

export const correlationHeader = 'x-correlation-id'
/** The root route hands the render's nonce to this wrapper through this private header. */
export const nonceHeader = 'x-csp-nonce'

/**
 * Pages of visitors without cookies, kept a few seconds (docs/decisions/075). A write to the flags,
 * the site configuration or page content, announced by the database to every instance, empties it;
 * so does the flag provider once it has read a change (lifecycle.server.ts).
 */
export const anonymousPages = createPageCache({ maxBytes: 16 * 1024 * 1024, ttlMs: 5_000, nonceHeader })
for (const table of ['feature_flags', 'site_config', 'page_content'] as const) onTableChange(table, anonymousPages.clear)

const incomingCorrelationId = /^[A-Za-z0-9._:-]{8,128}$/
/** The methods the site answers; TRACE and the like are refused (ASVS 13.4.4). */
const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * What the app's router says of a path: its route template (`/api/calendar/$type/$reservationId`), for
 * metrics and spans, undefined when none matches; and the methods its route takes (`'own'` when the
 * route takes any method and answers the rest itself), undefined when no route is there.
 */
export type AppRoutes = { templateOf: (pathname: string) => string | undefined; methodsOf: (pathname: string) => readonly string[] | 'own' | undefined }

const noRoutes: AppRoutes = { templateOf: () => undefined, methodsOf: () => 'own' }

export async function handleAppRequest(request: Request, next: (request: Request) => Response | Promise<Response>, routes: AppRoutes = noRoutes) {
  const incoming = request.headers.get(correlationHeader)
  const correlationId = incoming && incomingCorrelationId.test(incoming) ? incoming : randomUUID()
  // Every line logged while the request is handled carries its correlation id (the logger's mixin).
  return runWithRequestContext({ correlationId }, () => answer(request, next, routes, correlationId))
}

async function answer(request: Request, next: (request: Request) => Response | Promise<Response>, routes: AppRoutes, correlationId: string) {
  const url = new URL(request.url)
  const started = performance.now()
  const route = routes.templateOf(url.pathname)
  // The correlation id on the request's span joins traces with the log lines that carry it; the route names the span's kind of request.
  const span = trace.getActiveSpan()
  span?.setAttribute('correlation_id', correlationId)
  if (route) span?.setAttribute('http.route', route)

  let response: Response
  try {
    response = refusedUpFront(request, url, routes) ?? permanentSlashRedirect(request, await anonymousPages.serve(request, async (current) => keptPrivate(current, await next(current))))
  } catch (error) {
    if (isHangUp(error)) logger.info({ err: error, method: request.method, path: url.pathname }, 'client hung up')
    else logger.error({ err: error, method: request.method, path: url.pathname }, 'request failed')
    response = lastResortErrorPage()
  }

  const current = config()
  const nonce = response.headers.get(nonceHeader) ?? undefined
  response = withHeaders(
    response,
    {
      ...securityHeaders({
        nonce,
        frameAncestors: current.FRAME_ANCESTORS,
        connectSources: [...(current.OTEL_EXPORTER_OTLP_ENDPOINT ? [new URL(current.OTEL_EXPORTER_OTLP_ENDPOINT).origin] : []), ...mapSources(current.MAP_STYLE_URL)],
        imageSources: current.PUBLIC_FLAG_IMAGE_BASE_URL ? [new URL(current.PUBLIC_FLAG_IMAGE_BASE_URL).origin] : [],
        formActions: current.AUTH_OIDC_ISSUER ? [new URL(current.AUTH_OIDC_ISSUER).origin] : [],
        https: url.protocol === 'https:' || current.PUBLIC_SITE_URL.startsWith('https:'),
        development: !current.isProduction && import.meta.env.DEV,
      }),
      [correlationHeader]: correlationId,
    },
    [nonceHeader, 'x-powered-by'],
  )

  const durationMs = Math.round((performance.now() - started) * 10) / 10
  // A visitor who left before the answer (a closed tab, a cancelled image) is no server failure, even
  // when the framework answered the aborted request with a 500 nobody receives.
  const clientClosed = request.signal.aborted
  const failed = response.status >= 500 && !clientClosed
  // In a sandbox a 503 the caller's test scenario asked for is the answer it wanted: noted, not an error.
  const askedFor = current.sandbox && request.headers.has(lxpHeaders.scenario)
  const level = !failed ? 'info' : askedFor ? 'warn' : 'error'
  logger[level]({ method: request.method, path: url.pathname, status: response.status, durationMs, correlationId, clientAddress: clientAddressOf(request), ...(clientClosed ? { clientClosed } : {}) }, 'request')
  recordHttpRequest({ method: request.method, route, status: response.status, durationMs })
  return response
}

/**
 * What is refused before any route runs: a method the site never answers, a cross-site write, and under
 * /api a path no route takes (404) or a method its route does not (405), so a caller of the API never
 * gets the site's HTML page for a mistake (guide *Errors*).
 */
function refusedUpFront(request: Request, url: URL, routes: AppRoutes): Response | undefined {
  if (!allowedMethods.has(request.method)) return methodNotAllowed(siteMethodsAt(url.pathname, routes))
  const refusal = crossSiteRefusal(request, trustedOrigins())
  if (refusal) return Response.json({ errors: [{ code: 'CROSS_SITE_REQUEST', category: 'SECURITY', message: `This request was refused: ${refusal}` }] }, { status: 403 })
  return apiPathRefusal(request, url.pathname, routes)
}

/** Under /api (below BASE_PATH): 404 for a path no route takes, 405 for a method its route does not take; routes that take any method answer for themselves. */
function apiPathRefusal(request: Request, pathname: string, routes: AppRoutes): Response | undefined {
  const path = pathname.slice(config().BASE_PATH.length)
  if (!pathname.startsWith(config().BASE_PATH) || (path !== '/api' && !path.startsWith('/api/'))) return undefined
  const methods = routes.methodsOf(path)
  if (methods === 'own') return undefined
  if (!methods) return pathNotFound()
  return methods.includes(request.method) ? undefined : methodNotAllowed(methods)
}

/**
 * The methods a path takes, for the 405 of a method the site never answers (TRACE, CONNECT, …): its file
 * route's, else (a route that answers for itself) the contract's, else those the site answers.
 */
function siteMethodsAt(path: string, routes: AppRoutes) {
  const own = routes.methodsOf(path)
  if (own && own !== 'own') return own
  const contract = contractMethodsOf(path)
  return contract.length > 0 ? contract : [...allowedMethods]
}

/** An answer with someone's own data (a member's page, a draft, a guest's booking) is stored by no cache, the anonymous page cache included. */
function keptPrivate(request: Request, response: Response) {
  return isPrivateAnswer(request, response) ? withHeaders(response, { 'Cache-Control': privateCacheControl }) : response
}

/** The site's public address (behind a proxy the request URL may differ) and the login provider's, which posts back. */
function trustedOrigins() {
  const current = config()
  return [new URL(current.PUBLIC_SITE_URL).origin, ...(current.AUTH_OIDC_ISSUER ? [new URL(current.AUTH_OIDC_ISSUER).origin] : [])]
}

function lastResortErrorPage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Please try again in a moment. <a href="/">Go to the home page</a></p></main></body></html>`
  return new Response(html, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } })
}
