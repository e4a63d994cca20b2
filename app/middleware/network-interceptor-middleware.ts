// Global server-function middleware (registered in app/start.ts) that feeds every browser call's
// outcome to the network interceptor (§R8): ./network-interceptor-call.ts, loaded with the first call a
// page makes rather than with every page's first load (issue 40).
import { createMiddleware } from '@tanstack/react-start'

export const networkInterceptorMiddleware = createMiddleware({ type: 'function' }).client(async (options) => {
  if (typeof window === 'undefined') return options.next()
  const { interceptCall } = await import('./network-interceptor-call')
  return interceptCall(options, (fetch) => options.next({ fetch }))
})
