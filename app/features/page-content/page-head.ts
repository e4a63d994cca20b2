// A page's head from its editorial content (§R2.76 page head): title, description and the
// preview image for link previews, each when the content has it. The root route adds the canonical
// address, the site's name and the preview every page starts from; the server's HTML the icons (site-head-links).
import type { PageContent } from '@contracts/site/page-content.schema'
import type { SiteShell } from '~/features/site-config/site.queries'

/** A page's title, description and preview picture (a site path or an address, in a format previews draw: not SVG). */
export type LinkPreview = Pick<PageContent, 'documentTitle' | 'documentDescription' | 'previewImage'>

/**
 * `matches` are the route's head matches: the root's loader data holds the site address. `previewOnly`: the link
 * preview's tags alone (a page's own data, such as a hotel's, over the content's preview but not its title).
 */
export function pageHeadMeta(content: LinkPreview | undefined, matches: { loaderData?: unknown }[] = [], previewOnly = false) {
  if (!content) return []
  const siteUrl = (matches[0]?.loaderData as SiteShell | undefined)?.publicConfig.siteUrl ?? ''
  const absolute = (address: string) => (address.startsWith('/') ? `${siteUrl}${address}` : address)
  const { documentTitle, documentDescription, previewImage } = content
  const page = (tag: object) => (previewOnly ? [] : [tag])
  return [
    ...(documentTitle ? [...page({ title: documentTitle }), { property: 'og:title', content: documentTitle }] : []),
    ...(documentDescription ? [...page({ name: 'description', content: documentDescription }), { property: 'og:description', content: documentDescription }] : []),
    ...(previewImage ? [{ property: 'og:image', content: absolute(previewImage) }] : []),
  ]
}
