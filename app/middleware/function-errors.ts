// Global server-function middleware (registered first in app/start.ts, so it wraps the others):
// nothing a server function throws reaches the browser unless it was meant for it
// (function-errors.server.ts says what is).
import { createMiddleware } from '@tanstack/react-start'
import { browserSafeError } from '@server/http/function-errors.server'

export const functionErrorsMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    throw browserSafeError(error)
  }
})
