// How the simulator answers a failure, as the platform does: §R3.50 error objects in `errors[]`
// (or the route's wrapper) with the HTTP status, and when to come back on a 429 or 503. Its own
// mapping, so it needs nothing of the BFF.
import { TsRestResponse } from '@ts-rest/serverless/fetch'
import { requestRefusal } from '@contracts/api/request-refusal'
import { scenarioRateLimitPolicy, scenarioRetryAfterSeconds } from '@contracts/lxp/sandbox-scenarios'
import { PlatformError } from '../simulator-error'

export function errorResponse(error: unknown, request: { method: string; url: string }): TsRestResponse {
  if (error instanceof PlatformError) {
    const retryAfter = { 'retry-after': String(scenarioRetryAfterSeconds) }
    // A 429 names the limit it reached, as the IETF RateLimit-Policy field does.
    const { name, max, window } = scenarioRateLimitPolicy
    const comeBack = error.status === 429 ? { ...retryAfter, 'ratelimit-policy': `"${name}";q=${max};w=${window}` } : error.status === 503 ? retryAfter : undefined
    return TsRestResponse.fromJson({ [error.wrapper]: error.errors }, { status: error.status, ...(comeBack ? { headers: comeBack } : {}) })
  }
  const refused = requestRefusal(error)
  if (refused) return TsRestResponse.fromJson({ errors: refused.errors }, { status: refused.status })
  // The path only: a query may name a traveller (a reservation looked up by email).
  console.error(`simulator: ${request.method} ${new URL(request.url).pathname} failed:`, error)
  return TsRestResponse.fromJson({ errors: [{ code: 'INTERNAL_ERROR', category: 'SYSTEM', message: 'Something went wrong on our side. Please try again.' }] }, { status: 500 })
}
