// The HTTP status of a failed server-function call, attached to the error the call throws by the
// network interceptor middleware, so an error page can tell a failure on our side (5xx) from a
// fault in the page itself.
const statusKey = 'serverStatus'

export function markFailureStatus(error: Error, status: number) {
  Object.defineProperty(error, statusKey, { value: status, enumerable: false, configurable: true })
}

/** The status a failed call answered with, when the error came from one. */
export function failureStatusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[statusKey] : undefined
  return typeof status === 'number' ? status : undefined
}

/** §R2 page-error types: `server` for a 5xx answer of ours, else the generic `unknown`. */
export function pageErrorTypeForFailure(error: unknown): 'server' | 'unknown' {
  const status = failureStatusOf(error)
  return status !== undefined && status >= 500 ? 'server' : 'unknown'
}
