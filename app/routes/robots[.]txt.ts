// GET /robots.txt: what search engines may index, and where the sitemap is (§R2.100).
import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '@server/site/web-presence.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => new Response(robotsTxt(), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' } }),
    },
  },
})
