// GET /sitemap.xml: the public pages for search engines (§R2.100).
import { createFileRoute } from '@tanstack/react-router'
import { sitemapDocument } from '~/features/web-presence/sitemap.server'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => new Response(await sitemapDocument(), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } }),
    },
  },
})
