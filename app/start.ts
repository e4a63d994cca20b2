// Start-wide options: the middleware every request and every server function runs through (all in app/middleware/).
import { createStart } from '@tanstack/react-start'
import { functionErrorsMiddleware } from './middleware/function-errors'
import { networkInterceptorMiddleware } from './middleware/network-interceptor-middleware'
import { requestInterceptorMiddleware } from './middleware/request-interceptor-middleware'
import { serverFunctionBodyMiddleware } from './middleware/server-function-body'
import { unknownServerFunctionMiddleware } from './middleware/unknown-server-function'
import { upstreamContextMiddleware } from './middleware/upstream-context.functions'

export const startInstance = createStart(() => ({
  requestMiddleware: [unknownServerFunctionMiddleware, serverFunctionBodyMiddleware],
  // Errors first: it wraps the others, so nothing they throw reaches the browser unmapped.
  functionMiddleware: [functionErrorsMiddleware, requestInterceptorMiddleware, networkInterceptorMiddleware, upstreamContextMiddleware],
}))
