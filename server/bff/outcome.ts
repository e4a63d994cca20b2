// How server functions answer a refusal: a 4xx comes back as data (status and §R3 error
// objects) that the page explains beside the fields; anything else is thrown to the error boundary.
import type { ApiErrorObject } from '@contracts/api/api-error'
import { ApiError, RateLimitedError } from '../http/errors'

/** A refusal; a rate-limited one (429) also says in how many seconds to try again. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; errors: ApiErrorObject[]; retryAfterSeconds?: number }

let writeRefusal: (message: string) => string = (message) => message

/**
 * For the app's server entry: how a refusal's message is written for the page that shows it. The platform writes
 * the days and times in its messages as ISO dates and clock times (19:00); the app writes them in the visitor's
 * locale through its one format layer (withVisitorDates), so a refusal reads "7:00 PM" as the page does (issue 36).
 */
export function writeRefusalsWith(write: (message: string) => string) {
  writeRefusal = write
}

function written(errors: ApiErrorObject[]): ApiErrorObject[] {
  return errors.map((error) => ({ ...error, message: writeRefusal(error.message) }))
}

export async function outcomeOf<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, status: error.status, errors: written(error.errors), retryAfterSeconds: error.retryAfterSeconds }
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { ok: false, status: error.status, errors: written(error.errors) }
    throw error
  }
}
