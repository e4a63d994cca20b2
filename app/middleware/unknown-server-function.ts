// Global request middleware (app/start.ts): a server function id this build does not have (a tab left open
// across a deploy, a probe) is answered 404 with a message from the catalogue. TanStack Start's resolver
// throws a plain error for it, which Start would print as a raw stack and answer with a 500.
import { createMiddleware } from '@tanstack/react-start'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { defaultLocale } from '~/i18n/locales'

/** The resolver's errors when an id names no function, no module or no export of this build. */
const unknownFunction = /^Server function (info not found|module not resolved|module export not resolved)/

export const unknownServerFunctionMiddleware = createMiddleware({ type: 'request' }).server(async ({ next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  try {
    return await next()
  } catch (error) {
    if (!(error instanceof Error) || !unknownFunction.test(error.message)) throw error
    return Response.json({ errors: [{ code: 'HTTP_404', category: 'VALIDATION', message: errorMessageFor('HTTP_404', defaultLocale) }] }, { status: 404 })
  }
})
