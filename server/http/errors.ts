// Errors typed at their source, each carrying the SPEC.md §3 error objects and an HTTP status;
// mapped once per transport (HTTP contract handler, server functions).
import type { ApiErrorObject } from '@contracts/api/api-error'

export class ApiError extends Error {
  readonly status: number
  readonly errors: ApiErrorObject[]

  constructor(status: number, errors: ApiErrorObject[]) {
    super(errors.map((error) => error.message).join('; '))
    this.name = new.target.name
    this.status = status
    this.errors = errors
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
