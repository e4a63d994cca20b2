// Global server-function middleware (app/start.ts): every browser call first waits for the optional
// request interceptor (§R7, ./request-interceptor.ts); on the server it does nothing.
import { createMiddleware } from '@tanstack/react-start'
import { createRequestInterceptorLoader } from '~/features/site-context/request-interceptor'

let beforeRequest: ReturnType<typeof createRequestInterceptorLoader> | undefined

export const requestInterceptorMiddleware = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  if (typeof window === 'undefined') return next()
  beforeRequest ??= createRequestInterceptorLoader(document)
  await beforeRequest()
  return next()
})
