// Start-wide options: the middleware every server function runs through.
import { createStart } from '@tanstack/react-start'
import { networkInterceptorMiddleware } from './features/site-context/network-interceptor-middleware'
import { upstreamContextMiddleware } from '@server/upstream/upstream-context.functions'

export const startInstance = createStart(() => ({
  functionMiddleware: [networkInterceptorMiddleware, upstreamContextMiddleware],
}))
