// Per-request context (correlation id) available anywhere on the server during a request, and on every
// log line written while it is handled (server/log/logger.ts).
import { AsyncLocalStorage } from 'node:async_hooks'

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
