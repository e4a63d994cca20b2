// A refusal typed at its source, the same shape in the BFF (ApiError) and in the simulator
// (PlatformError); each transport maps it once.
import type { ApiErrorObject, ErrorWrapper } from './api-error'

/** A refusal with §R3.50 error objects, an HTTP status and the wrapper that carries them. */
export class Refusal extends Error {
  readonly status: number
  readonly errors: ApiErrorObject[]
  /** Which §R3 wrapper carries the errors in an HTTP answer. */
  readonly wrapper: ErrorWrapper

  constructor(status: number, errors: ApiErrorObject[], wrapper: ErrorWrapper = 'errors') {
    super(errors.map((error) => error.message).join('; '))
    this.name = new.target.name
    this.status = status
    this.errors = errors
    this.wrapper = wrapper
  }
}
