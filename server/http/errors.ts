// Errors typed at their source, each carrying the SPEC.md §3 error objects and an HTTP status;
// mapped once per transport (HTTP contract handler, server functions).
import type { ApiErrorObject, ErrorWrapper } from '@contracts/api/api-error'
import type { RateLimitPolicy } from './rate-limit-headers'

export class ApiError extends Error {
  readonly status: number
  readonly errors: ApiErrorObject[]
  /** Which SPEC.md §3 wrapper carries the errors in an HTTP answer. */
  readonly wrapper: ErrorWrapper

  constructor(status: number, errors: ApiErrorObject[], wrapper: ErrorWrapper = 'errors') {
    super(errors.map((error) => error.message).join('; '))
    this.name = new.target.name
    this.status = status
    this.errors = errors
    this.wrapper = wrapper
  }
}

export class ValidationError extends ApiError {
  constructor(errors: ApiErrorObject[]) {
    super(400, errors)
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(404, [{ code, message }])
  }
}

/** A request refused for now (429); each transport tells the caller when to try again (Retry-After). */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number
  /** The limit that was reached, announced in the 429's RateLimit headers. */
  readonly policy: RateLimitPolicy | undefined

  constructor(message: string, retryAfterSeconds: number, policy?: RateLimitPolicy) {
    super(429, [{ code: 'TOO_MANY_REQUESTS', category: 'SECURITY', message }])
    this.retryAfterSeconds = retryAfterSeconds
    this.policy = policy
  }
}
