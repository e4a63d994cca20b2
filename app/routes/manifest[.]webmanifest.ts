// GET /manifest.webmanifest: the web app manifest, in the site's name and the visitor's language (§R2.101).
import { createFileRoute } from '@tanstack/react-router'
import { loadSiteConfig } from '@server/site/site.server'
import { appIdOf } from '@server/site/tester-apps.server'
import { webManifest } from '@server/site/web-presence.server'
import { titlesText } from '~/i18n/plain/titles'
import { visitorLocale } from '~/lib/format/visitor-settings'

export const Route = createFileRoute('/manifest.webmanifest')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const site = await loadSiteConfig(appIdOf(request))
        const manifest = webManifest({ name: site.name, description: titlesText('description'), lang: visitorLocale() })
        // It follows the language cookie: shared caches keep one per cookie, or none.
        return Response.json(manifest, { headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'private, max-age=3600', vary: 'Cookie' } })
      },
    },
  },
})
