// A page's head from its editorial content (SPEC.md §2 page head): title, description and the
// preview image for link previews. The root route adds the canonical address, site name and favicon.
import type { PageContent } from '@contracts/site/page-content.schema'
import type { SiteShell } from './shell.queries'

/** `matches` are the route's head matches: the root's loader data holds the site address. */
export function pageHeadMeta(content: Pick<PageContent, 'documentTitle' | 'documentDescription' | 'previewImage'> | undefined, matches: { loaderData?: unknown }[] = []) {
  if (!content) return []
  const siteUrl = (matches[0]?.loaderData as SiteShell | undefined)?.publicConfig.siteUrl ?? ''
  const absolute = (address: string) => (address.startsWith('/') ? `${siteUrl}${address}` : address)
  return [
    { title: content.documentTitle },
    { name: 'description', content: content.documentDescription },
    { property: 'og:title', content: content.documentTitle },
    { property: 'og:description', content: content.documentDescription },
    ...(content.previewImage ? [{ property: 'og:image', content: absolute(content.previewImage) }] : []),
  ]
}
