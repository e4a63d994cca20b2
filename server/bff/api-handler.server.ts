// Serves the API contract over HTTP: validation failures, malformed JSON and typed errors become
// 4xx answers with §R3.50 error objects; anything unexpected is logged and answered as a 500
// that reveals nothing.
import { createFetchHandler, TsRestResponse } from '@ts-rest/serverless/fetch'
import { requestRefusal } from '@contracts/api/request-refusal'
import { apiRetryPolicy } from '@contracts/api/retry-policy'
import { apiContract } from '@contracts/index'
import { identityOf } from '@contracts/lxp/route-metadata'
import { clientAddress } from '../auth/request-guard.server'
import { config } from '../config/env'
import { bearerChallenge, insufficientScopeChallenge } from '../http/bearer-challenge'
import { contractMethodsOf, contractRouteOf } from '../http/contract-methods'
import { answeredWithCors } from '../http/cors'
import { ApiError, BusyError, InsufficientScopeError, RateLimitedError } from '../http/errors'
import { rateLimitHeaders } from '../http/rate-limit-headers'
import { isBodyTooLarge, isJson, payloadTooLarge, unsupportedMediaType } from '../http/request-body'
import { currentRequestContext, withTransactionStatus } from '../http/request-context.server'
import { answerHeadAsGet } from '../http/head-requests'
import { methodNotAllowed } from '../http/route-refusals'
import { unknownFieldsRefusal } from '../http/unknown-request-fields'
import { authenticateIntegrator, outOfReach, type AuthenticatedIntegrator, type Integrator } from '../integrators/integrator-access.server'
import { isHangUp, logger } from '../log/logger'
import { resolveUpstreamContext, runWithUpstreamContext } from '../upstream/upstream-context.server'
import { apiRouter } from './api-router.server'
import { answerLosing, sandboxHeadersRefusal } from './sandbox.server'

/** A limited request says when to try again, and which limit it reached. */
export function retryAfterOf(error: ApiError): Record<string, string> {
  if (!(error instanceof RateLimitedError)) return {}
  const policy = error.policy ? rateLimitHeaders(error.policy, 0, error.retryAfterSeconds) : {}
  return { 'retry-after': String(error.retryAfterSeconds), ...policy }
}

/**
 * What a 401, 403 or 503 tells the caller to do next: a 401 names the scheme to authenticate with
 * (RFC 6750 `WWW-Authenticate: Bearer`), with `error="invalid_token"` when the token or key sent was
 * bad; a 403 to a good one that does not reach the route says `error="insufficient_scope"`; a 503 says
 * when to come back (`Retry-After`).
 */
function challengeOf(error: ApiError): Record<string, string> {
  if (error instanceof InsufficientScopeError) return { 'www-authenticate': insufficientScopeChallenge() }
  if (error.status === 401) {
    const badCredential = error.errors.some((each) => /_(ACCESS_TOKEN|API_KEY)$/.test(each.code))
    return { 'www-authenticate': bearerChallenge(badCredential) }
  }
  if (error.status === 503) return { 'retry-after': String(error instanceof BusyError ? error.retryAfterSeconds : apiRetryPolicy.unavailableRetryAfterSeconds) }
  return {}
}

export function errorResponse(error: unknown, request: { method: string; url: string }): TsRestResponse {
  if (error instanceof ApiError) {
    return TsRestResponse.fromJson({ [error.wrapper]: withTransactionStatus(error.status, error.errors) }, { status: error.status, headers: { ...challengeOf(error), ...retryAfterOf(error) } })
  }
  const refused = requestRefusal(error)
  if (refused) return TsRestResponse.fromJson({ errors: refused.errors }, { status: refused.status })
  const correlationId = currentRequestContext()?.correlationId
  // The path only: a query may name a traveller (a reservation looked up by email). A caller that hung up is one line of information.
  if (isHangUp(error)) logger.info({ err: error, method: request.method, path: new URL(request.url).pathname }, 'API caller hung up')
  else logger.error({ err: error, method: request.method, path: new URL(request.url).pathname, correlationId }, 'API request failed')
  return TsRestResponse.fromJson(
    { errors: [{ code: 'INTERNAL_ERROR', category: 'SYSTEM', message: 'Something went wrong on our side. Please try again.', transactionStatus: correlationId }] },
    { status: 500 },
  )
}

export async function handleApiRequest(request: Request): Promise<Response> {
  return answeredWithCors(request, config().API_CORS_ORIGINS, (current) => answerHeadAsGet(current, answerApiRequest))
}

const answerApiRequest = (request: Request) => asIntegrator(request, (integrator) => answerCounted(request, integrator))

/**
 * A member's access token or a partner's API key (docs/decisions/069), checked and counted before the
 * request is answered, so every answer to a counted call says where it stands in its limit, refusals of
 * any kind included; a bad credential answers 401. Shared by the API and the server routes that take
 * tokens (the calendar).
 */
export async function asIntegrator(request: Request, answer: (integrator: AuthenticatedIntegrator | undefined) => Promise<Response>): Promise<Response> {
  let integrator: AuthenticatedIntegrator | undefined
  try {
    integrator = await authenticateIntegrator(request)
  } catch (error) {
    return errorResponse(error, request)
  }
  const response = await answer(integrator)
  // A 429 of another limit (a lookup limit, the platform's) names that one, with r=0: the credential's count is not what refused it.
  const limitedElsewhere = response.status === 429 && response.headers.has('ratelimit')
  return integrator && !limitedElsewhere ? withHeaders(response, integrator.rateLimitHeaders) : response
}

async function answerCounted(request: Request, integrator: AuthenticatedIntegrator | undefined): Promise<Response> {
  // ts-rest subclasses Request; the server may hand us a look-alike, so rebuild a standard one.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  let body: ArrayBuffer | undefined
  try {
    body = hasBody ? await request.arrayBuffer() : undefined
  } catch (error) {
    if (isBodyTooLarge(error)) return payloadTooLarge()
    throw error
  }
  if (body && body.byteLength > 0 && !isJson(request.headers.get('content-type'))) return unsupportedMediaType()
  const received = new Request(request.url, { method: request.method, headers: request.headers, body })
  const refusedMethod = wrongMethod(received)
  if (refusedMethod) return refusedMethod
  const route = contractRouteOf(received)
  // A good token or key on a route it does not reach: 403 before the route runs, whatever the body.
  const unreachable = route && outOfReach(identityOf(route), integrator)
  if (unreachable) return errorResponse(unreachable, received)
  // A sandbox's `answer-lost`: the booking is made as usual, and its first answer lost.
  const losing = answerLosing(received, route)
  // Unknown fields are refused once the credential is known, so a bad key answers 401 whatever the body (guide *Errors*).
  const answered = unknownFieldsRefusal(received, body) ?? sandboxHeadersRefusal(received) ?? (await answerWithContract(request, losing?.request ?? received, integrator))
  return losing ? losing.answer(answered) : answered
}

/** A path the contract serves asked with a method it does not take: 405 with `Allow` (RFC 9110), in the contract's error shape. */
function wrongMethod(request: Request): Response | undefined {
  const allowed = new Set(contractMethodsOf(new URL(request.url).pathname))
  if (allowed.size === 0 || allowed.has(request.method)) return undefined
  // HEAD reaches here as its GET (answerHeadAsGet), so a path that takes GET takes HEAD.
  return methodNotAllowed(allowed.has('GET') ? [...allowed, 'HEAD'] : [...allowed])
}

/**
 * Every answer to a credential says where it stands in its limit (RateLimit, RateLimit-Policy), unless
 * a route's own limit refused it: that 429 names the limit that matters now.
 */
function withHeaders(response: Response, extra: Record<string, string>) {
  if (response.headers.has('ratelimit')) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

// Built once: ts-rest's `fetchRequestHandler` builds the router of the whole contract again on every call (issue 40).
const contractResponse = createFetchHandler(apiContract, apiRouter, { responseValidation: false, cors: false, errorHandler: (error, request) => errorResponse(error, request) })

async function answerWithContract(request: Request, standard: Request, integrator: Integrator | undefined): Promise<Response> {
  // An integrator's x-api-session-id and x-page-locale reach the upstream calls too (§R7).
  const upstreamContext = await resolveUpstreamContext(standard)
  // The rebuilt request has lost the socket's address; the reservation lookup limits need it.
  return runWithUpstreamContext(upstreamContext, () => contractResponse(standard, { clientAddress: clientAddress(request), integrator }))
}
