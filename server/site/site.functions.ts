// Server functions for site-wide data, safe to import from routes.
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { PageKeySchema } from '@contracts/site/page-content.schema'
import { config, publicConfig } from '../config/env'
import { flagsForRequest } from '../flags/page-flags.server'
import { isDraftRequest } from './draft-mode.server'
import { loadPageContent } from './page-content.server'
import { listAppIds, loadSiteConfig } from './site.server'
import { appIdCookie, appIdOf, appIdPattern } from './tester-apps.server'

export const getSiteShell = createServerFn({ method: 'GET' }).handler(async () => {
  const request = getRequest()
  const appId = appIdOf(request)
  return {
    site: await loadSiteConfig(appId),
    publicConfig: publicConfig(),
    draftMode: isDraftRequest(request),
    appId: appId ?? null,
    flags: await flagsForRequest(request, { siteId: appId ?? 'default' }),
  }
})

export const getPageContent = createServerFn({ method: 'GET' })
  .validator(z.object({ page: PageKeySchema }))
  .handler(async ({ data }) => loadPageContent(data.page, { draft: isDraftRequest(getRequest()) }))

/** The tester app-id switcher's choices and the current one; not found without the developer tools. */
export const getTesterAppIds = createServerFn({ method: 'GET' }).handler(async () => {
  if (!config().devTools) throw notFound()
  return { current: appIdOf(getRequest()) ?? null, apps: await listAppIds() }
})

/** Chooses an app id for this browser until it closes (a session cookie); null goes back to the default. */
export const setTesterAppId = createServerFn({ method: 'POST' })
  .validator(z.object({ appId: z.string().regex(appIdPattern).nullable() }))
  .handler(async ({ data }) => {
    if (!config().devTools) throw notFound()
    const known = (await listAppIds()).some((app) => app.appId === data.appId)
    if (data.appId !== null && !known) return { ok: false as const, message: `There is no app with id ${data.appId}.` }
    const cookie = appIdCookie(data.appId)
    setCookie(cookie.name, cookie.value, cookie.options)
    return { ok: true as const }
  })
