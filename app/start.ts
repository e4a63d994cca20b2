// Start-wide options: the middleware every request and every server function runs through.
import { createStart } from '@tanstack/react-start'
import { networkInterceptorMiddleware } from './features/site-context/network-interceptor-middleware'
import { requestInterceptorMiddleware } from './features/site-context/request-interceptor-middleware'
import { functionErrorsMiddleware } from '@server/http/function-errors'
import { upstreamContextMiddleware } from '@server/upstream/upstream-context.functions'
import { unknownServerFunctionMiddleware } from '@server/http/unknown-server-function'
import { serverFunctionBodyMiddleware } from '@server/http/server-function-body'

export const startInstance = createStart(() => ({
  requestMiddleware: [unknownServerFunctionMiddleware, serverFunctionBodyMiddleware],
  // Errors first: it wraps the others, so nothing they throw reaches the browser unmapped.
  functionMiddleware: [functionErrorsMiddleware, requestInterceptorMiddleware, networkInterceptorMiddleware, upstreamContextMiddleware],
}))
