// Feature flags evaluated on the server for the first render (no flicker), for the caller's identity.
// The browser may pass its session id (§R3 identity) once it has one. The development page's
// reads and changes answer not found unless the developer tools are on, like /dev/events.
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { FlagUpdateSchema } from '@contracts/flags/flag-rules.schema'
import { config } from '../config/env'
import { changeFlag, flagsForEditor } from './flag-editor.server'
import { browserSessionIdPattern, flagsForRequest } from './page-flags.server'

export const getFeatureFlags = createServerFn({ method: 'GET' })
  .validator(z.object({ sessionId: z.string().regex(browserSessionIdPattern).optional() }).optional())
  .handler(async ({ data }) => flagsForRequest(getRequest(), { sessionId: data?.sessionId }))

export const listEditableFlags = createServerFn({ method: 'GET' }).handler(async () => {
  if (!config().devTools) throw notFound()
  return flagsForEditor(getRequest())
})

/** A POST: refused by the app's cross-site check when another site sends it (server/http/cross-site.ts). */
export const updateFeatureFlag = createServerFn({ method: 'POST' })
  .validator((input: unknown) => FlagUpdateSchema.parse(input))
  .handler(async ({ data }) => {
    if (!config().devTools) throw notFound()
    return changeFlag(data)
  })
