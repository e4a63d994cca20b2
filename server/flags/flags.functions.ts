// Feature flags evaluated on the server for the first render (no flicker), for the caller's identity.
// The browser may pass its session id (SPEC.md §3 identity) once it has one.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { browserSessionIdPattern, flagsForRequest } from './page-flags.server'

export const getFeatureFlags = createServerFn({ method: 'GET' })
  .validator(z.object({ sessionId: z.string().regex(browserSessionIdPattern).optional() }).optional())
  .handler(async ({ data }) => flagsForRequest(getRequest(), { sessionId: data?.sessionId }))
