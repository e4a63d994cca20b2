// A page's head from its editorial content (§R2.76 page head): title, description and the
// preview image for link previews, each when the content has it. The root route adds the canonical
// address, site name and favicon.
import type { PageContent } from '@contracts/site/page-content.schema'
import type { SiteShell } from '~/features/site-config/site.queries'

/** `matches` are the route's head matches: the root's loader data holds the site address. */
export function pageHeadMeta(content: Pick<PageContent, 'documentTitle' | 'documentDescription' | 'previewImage'> | undefined, matches: { loaderData?: unknown }[] = []) {
  if (!content) return []
  const siteUrl = (matches[0]?.loaderData as SiteShell | undefined)?.publicConfig.siteUrl ?? ''
  const absolute = (address: string) => (address.startsWith('/') ? `${siteUrl}${address}` : address)
  const { documentTitle, documentDescription, previewImage } = content
  return [
    ...(documentTitle ? [{ title: documentTitle }, { property: 'og:title', content: documentTitle }] : []),
    ...(documentDescription ? [{ name: 'description', content: documentDescription }, { property: 'og:description', content: documentDescription }] : []),
    ...(previewImage ? [{ property: 'og:image', content: absolute(previewImage) }] : []),
  ]
}
