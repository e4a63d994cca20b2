import { createServerFn } from '@tanstack/react-start'
import { sitePackage } from './site-package'

/** The site version for the hidden debug dialog (the same as GET /api/debug-info). */
export const getDebugInfo = createServerFn({ method: 'GET' }).handler(() => ({ sitePackage }))
