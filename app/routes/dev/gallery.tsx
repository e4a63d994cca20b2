import { createFileRoute, notFound } from '@tanstack/react-router'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'
import { GalleryPage } from '~/ui/gallery/gallery-page'

// A development tool: answers 404 unless the developer tools are on (DEV_TOOLS, or `npm run dev`). It is
// decided at run time, not build time, so the e2e suite can check every component with axe
// against the production build.
export const Route = createFileRoute('/dev/gallery')({
  // In the loader, which loads with the route's code, not in every page's first load.
  loader: async ({ context }) => {
    const { publicConfig } = await context.queryClient.ensureQueryData(siteShellQueryOptions())
    if (!publicConfig.devTools) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Component gallery' }, { name: 'robots', content: 'noindex' }] }),
  component: GalleryPage,
})
