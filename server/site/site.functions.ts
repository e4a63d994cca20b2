// Server functions for site-wide data, safe to import from routes.
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { publicConfig } from '../config/env'
import { isDraftRequest } from './draft-mode.server'
import { loadPageContent } from './page-content.server'
import { loadSiteConfig } from './site.server'

export const getSiteShell = createServerFn({ method: 'GET' }).handler(async () => ({
  site: await loadSiteConfig(),
  publicConfig: publicConfig(),
  draftMode: isDraftRequest(getRequest()),
}))

export const getPageContent = createServerFn({ method: 'GET' })
  .validator(z.object({ page: z.string().regex(/^[a-z0-9-]{1,64}$/) }))
  .handler(async ({ data }) => loadPageContent(data.page, { draft: isDraftRequest(getRequest()) }))
