// Global server-function middleware (registered in app/start.ts): the browser adds its page context
// to every call; the server resolves the upstream context from it once and runs the handler inside
// it, so every upstream call of the handler carries the API session id, locale and test environment
// (§R7). A typed failure also names its code and status in answer headers, which the
// network interceptor reads (the error itself reaches the browser as a bare message).
import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { pageContextHeadersOf } from './page-context'
import { ApiError } from '@server/http/errors'
import { failureHeaders } from '@server/upstream/context-headers'
import { resolveUpstreamContext, runWithUpstreamContext } from '@server/upstream/upstream-context.server'

export const upstreamContextMiddleware = createMiddleware({ type: 'function' })
  .client(({ next }) => (typeof window === 'undefined' ? next() : next({ headers: pageContextHeadersOf(window) })))
  .server(async ({ next }) => {
    const request = getRequest()
    const context = await resolveUpstreamContext(request)
    try {
      return await runWithUpstreamContext(context, () => next())
    } catch (error) {
      if (error instanceof ApiError && request.headers.has('x-tsr-serverfn')) {
        const code = error.errors[0]?.code
        if (code) setResponseHeader(failureHeaders.code, code)
        setResponseHeader(failureHeaders.status, String(error.status))
      }
      throw error
    }
  })
