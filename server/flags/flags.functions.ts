// The development page's flag reads and changes (/dev/flags): not found unless the developer tools are on,
// like /dev/events.
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { FlagUpdateSchema } from '@contracts/flags/flag-rules.schema'
import { config } from '../config/env'
import { changeFlag, flagsForEditor } from './flag-editor.server'

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
