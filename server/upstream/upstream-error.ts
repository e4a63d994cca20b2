// A failed upstream call, mapped once (§R8): the error objects it answered, or a NetworkError
// when there was no answer (status 0 is reported as 500).
import { errorObjectsOf } from '@contracts/api/api-error'
import { ApiError } from '../http/errors'

export class UpstreamError extends ApiError {}

export function upstreamErrorFrom(status: number, body: unknown, fallbackMessage: string): UpstreamError {
  const reported = status === 0 ? 500 : status
  const found = errorObjectsOf(body)
  if (found) return new UpstreamError(reported, found.errors, found.wrapper)
  return new UpstreamError(reported, [{ code: 'NetworkError', category: 'NETWORK', message: fallbackMessage }])
}
