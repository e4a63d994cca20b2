// How server functions answer a refusal: a 4xx comes back as data (status and SPEC.md §3 error
// objects) that the page explains beside the fields; anything else is thrown to the error boundary.
import type { ApiErrorObject } from '@contracts/api/api-error'
import { ApiError } from '../http/errors'

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; errors: ApiErrorObject[] }

export async function outcomeOf<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { ok: false, status: error.status, errors: error.errors }
    throw error
  }
}
