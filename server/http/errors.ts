// Errors typed at their source, each carrying the §R3.50 error objects and an HTTP status;
// mapped once per transport (HTTP contract handler, server functions).
import { tooManyRequestsError, type ApiErrorObject } from '@contracts/api/api-error'
import { Refusal } from '@contracts/api/refusal'
import type { RateLimitPolicy } from './rate-limit-headers'

/** The BFF's refusals (the simulator has its own, PlatformError: neither transport mistakes the other's). */
export class ApiError extends Refusal {}

export class ValidationError extends ApiError {
  constructor(errors: ApiErrorObject[]) {
    super(400, errors)
  }
}

/**
 * 404: a thing that is not there (`NOT_FOUND`, …) is BUSINESS, as the platform classes it; a path that
 * names nothing (`HTTP_404`, server/http/route-refusals.ts) VALIDATION. One category per code (issue 41).
 */
export class NotFoundError extends ApiError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(404, [{ code, category: code === 'HTTP_404' ? 'VALIDATION' : 'BUSINESS', message }])
  }
}

/**
 * 403: a valid access token or API key on a route it does not reach (RFC 6750 §3.1 `insufficient_scope`):
 * a partner's key on a member's route, a member's token on a partner's, either on a session-only call.
 * Not the 401 of a bad credential, which a new token or key would cure; this one never will.
 */
export class InsufficientScopeError extends ApiError {
  constructor(message: string) {
    super(403, [{ code: 'INSUFFICIENT_SCOPE', category: 'SECURITY', message }])
  }
}

/** A request refused for now (429); each transport tells the caller when to try again (Retry-After). */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number
  /** The limit that was reached, announced in the 429's RateLimit headers. */
  readonly policy: RateLimitPolicy | undefined

  constructor(message: string, retryAfterSeconds: number, policy?: RateLimitPolicy) {
    super(429, [tooManyRequestsError(message)])
    this.retryAfterSeconds = retryAfterSeconds
    this.policy = policy
  }
}

/** A request the server has no room for now (503): work of its kind is queued full; Retry-After says when to come back. */
export class BusyError extends ApiError {
  readonly retryAfterSeconds: number

  constructor(code: string, message: string, retryAfterSeconds: number) {
    super(503, [{ code, category: 'AVAILABILITY', message }])
    this.retryAfterSeconds = retryAfterSeconds
  }
}
