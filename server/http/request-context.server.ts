// Per-request context (correlation id) available anywhere on the server during a request.
import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { correlationId: string }

const storage = new AsyncLocalStorage<RequestContext>()

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run)
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore()
}
