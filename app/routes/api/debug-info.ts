// §R2/§R7: GET /api/debug-info returns sitePackage (name and version of the build).
import { createFileRoute } from '@tanstack/react-router'
import { sitePackage } from '@server/site/site-package'

export const Route = createFileRoute('/api/debug-info')({
  server: {
    handlers: {
      GET: () => Response.json({ sitePackage }, { headers: { 'cache-control': 'no-store' } }),
    },
  },
})
