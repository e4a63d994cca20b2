import { createFileRoute, notFound } from '@tanstack/react-router'
import { GalleryPage } from '~/ui/gallery/gallery-page'

// The component gallery is a development tool: a production build answers 404.
export const Route = createFileRoute('/dev/gallery')({
  beforeLoad: () => {
    if (import.meta.env.PROD) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Component gallery' }, { name: 'robots', content: 'noindex' }] }),
  component: GalleryPage,
})
