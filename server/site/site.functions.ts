// Server functions for site-wide data, safe to import from routes.
import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '../config/env'
import { loadSiteConfig } from './site.server'

export const getSiteShell = createServerFn({ method: 'GET' }).handler(async () => ({
  site: await loadSiteConfig(),
  publicConfig: publicConfig(),
}))
