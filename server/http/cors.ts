// CORS for integrators' browser apps on the origins of API_CORS_ORIGINS (docs/decisions/069). They
// authenticate with a bearer token or an API key, so credentials are never allowed: the session
// cookie stays same-site (cross-site.ts) whatever this answers.

import { lxpHeaders } from '@contracts/lxp/lxp-headers'

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE'
/** With the sandbox's scenario and namespace, so a test writer's browser app can send them (dropped outside a sandbox, decision 107). */
const allowedHeaders = [
  'content-type, authorization, x-api-key, idempotency-key, x-correlation-id, x-api-session-id, x-page-locale',
  lxpHeaders.scenario,
  lxpHeaders.sandboxNamespace,
].join(', ')
/** What a script may read of an answer: limits, replays and where a created resource lives. */
const exposedHeaders = 'retry-after, ratelimit, ratelimit-policy, idempotent-replayed, x-correlation-id, location'
/** Ten minutes: a changed list reaches browsers soon, without a preflight before every call. */
const preflightMaxAgeSeconds = '600'

/** A browser's preflight: it asks before a call it may not make unasked. */
export function isPreflight(request: Request) {
  return request.method === 'OPTIONS' && request.headers.has('origin') && request.headers.has('access-control-request-method')
}

function allowedOrigin(request: Request, origins: readonly string[]) {
  const origin = request.headers.get('origin')
  return origin && origins.includes(origin) ? origin : undefined
}

/** 204 either way; only an allowed origin learns what it may send (the browser refuses the rest). */
export function preflightResponse(request: Request, origins: readonly string[]): Response {
  const origin = allowedOrigin(request, origins)
  if (!origin) return new Response(null, { status: 204, headers: { vary: 'Origin' } })
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': allowedMethods,
      'access-control-allow-headers': allowedHeaders,
      'access-control-max-age': preflightMaxAgeSeconds,
      vary: 'Origin',
    },
  })
}

/** The answer with the headers that let an allowed origin's script read it; others get it unchanged. */
export function withCorsHeaders(request: Request, response: Response, origins: readonly string[]): Response {
  const origin = allowedOrigin(request, origins)
  if (!origin) return response
  // A handler's headers may be immutable: copy them into an answer of our own.
  const headers = new Headers(response.headers)
  headers.set('access-control-allow-origin', origin)
  headers.set('access-control-expose-headers', exposedHeaders)
  headers.append('vary', 'Origin')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A preflight answered, or the call answered with the CORS headers of an allowed origin: the API's and the sandbox's routes alike. */
export async function answeredWithCors(request: Request, origins: readonly string[], answer: (request: Request) => Promise<Response>): Promise<Response> {
  if (isPreflight(request)) return preflightResponse(request, origins)
  return withCorsHeaders(request, await answer(request), origins)
}
