// Per-request context (correlation id) available anywhere on the server during a request, and on every
// log line written while it is handled (server/log/logger.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import type { ApiErrorObject } from '@contracts/api/api-error'

export type RequestContext = { correlationId: string }

// One store per process, whichever bundle asks: the server (dist/serve.js) and the app (dist/server) each
// carry a copy of this module, and the server's logger must see what the app's request handler set.
const storeKey = Symbol.for('travel-rewards.request-context')
const shared = globalThis as { [storeKey]?: AsyncLocalStorage<RequestContext> }
const storage = (shared[storeKey] ??= new AsyncLocalStorage<RequestContext>())

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run)
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore()
}

/**
 * A failure on our side or the travel platform's (5xx) names the request in `transactionStatus`, its
 * correlation id, for the caller to quote (guide *Errors*); an error that names one already keeps it.
 */
export function withTransactionStatus(status: number, errors: ApiErrorObject[]): ApiErrorObject[] {
  const correlationId = currentRequestContext()?.correlationId
  if (status < 500 || !correlationId) return errors
  return errors.map((each) => (each.transactionStatus ? each : { ...each, transactionStatus: correlationId }))
}
