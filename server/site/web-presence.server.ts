// The site to the rest of the web (issue 42 item 11, §R2.100–§R2.103): the sitemap of its public pages, robots.txt
// pointing at it, the web app manifest and security.txt (RFC 9116). Every address is absolute, on PUBLIC_SITE_URL.
import { isIP } from 'node:net'
import { eq, max } from 'drizzle-orm'
import { brandColours } from '@contracts/site/brand-colours'
import { config } from '../config/env'
import { database } from '../db/db.server'
import { pageContent, siteConfig } from '../db/schema'

/** A page of the sitemap: its address in the app (BASE_PATH is added) and when its content last changed. */
export type SitemapPage = { path: string; lastModified?: Date }

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!)

/** The sitemap protocol's document (sitemaps.org 0.9): one `<url>` a page, `lastmod` as a W3C date. */
export function sitemapXml(pages: readonly SitemapPage[], { PUBLIC_SITE_URL, BASE_PATH } = config()) {
  const siteUrl = `${PUBLIC_SITE_URL}${BASE_PATH}`
  const urls = pages.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
    return `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Search engines may index the public pages; booking, account and API paths are private. */
export function robotsTxt({ PUBLIC_SITE_URL, BASE_PATH } = config()) {
  const privatePaths = ['/api/', '/auth/', '/dev/', '/my-trips/', '/my-profile', '/reservations/', '/rewards-club/', '/*/checkout', '/*/confirmation']
  // The image endpoint stays open: link previews fetch a page's picture through it, and their fetchers obey robots.txt.
  return ['User-agent: *', `Allow: ${BASE_PATH}/api/image`, ...privatePaths.map((path) => `Disallow: ${BASE_PATH}${path}`), '', `Sitemap: ${PUBLIC_SITE_URL}${BASE_PATH}/sitemap.xml`, ''].join('\n')
}

/**
 * When each page's published content and the site's configuration last changed, by page key (`home`, a line's name,
 * …): what a page shows beyond the platform's live prices. `site` is the configuration's.
 */
export async function contentChanges(): Promise<{ pages: Map<string, Date>; site: Date | undefined }> {
  const db = await database()
  const [rows, [site]] = await Promise.all([
    db.select({ page: pageContent.page, changed: max(pageContent.updatedAt) }).from(pageContent).where(eq(pageContent.version, 'published')).groupBy(pageContent.page),
    db.select({ changed: max(siteConfig.updatedAt) }).from(siteConfig),
  ])
  return { pages: new Map(rows.flatMap(({ page, changed }) => (changed ? [[page, new Date(changed)] as const] : []))), site: site?.changed ? new Date(site.changed) : undefined }
}

/** The later of two moments, either of which may be unknown. */
export const laterOf = (one: Date | undefined, other: Date | undefined) => (one && other ? (one > other ? one : other) : (one ?? other))

/** The web app manifest (W3C Web Application Manifest): installable on a phone's home screen, opening at the home page. */
export function webManifest({ name, description, lang }: { name: string; description: string; lang: string }, { BASE_PATH } = config()) {
  const icon = (file: string, sizes: string, type: string, purpose = 'any') => ({ src: `${BASE_PATH}/${file}`, sizes, type, purpose })
  return {
    name,
    short_name: name,
    description,
    lang,
    id: `${BASE_PATH}/`,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: brandColours.theme,
    background_color: brandColours.background,
    icons: [
      icon('favicon.svg', 'any', 'image/svg+xml'),
      icon('icons/icon-192.png', '192x192', 'image/png'),
      icon('icons/icon-512.png', '512x512', 'image/png'),
      icon('icons/maskable-512.png', '512x512', 'image/png', 'maskable'),
    ],
  }
}

/** A host as the domain of an email address: an IP address in brackets (RFC 5321 address literal). */
const mailDomainOf = (hostname: string) => (isIP(hostname.replace(/^\[|\]$/g, '')) ? `[${hostname.replace(/^\[|\]$/g, '')}]` : hostname)

/** How long a security.txt is said to hold: RFC 9116 asks for less than a year. */
const securityTxtDays = 180

/**
 * /.well-known/security.txt (RFC 9116): whom to tell of a vulnerability. It is written for each request, so its
 * `Expires` (the first of a month, about half a year ahead) never passes while the site runs.
 */
export function securityTxt(now: Date, { PUBLIC_SITE_URL, BASE_PATH, SECURITY_CONTACT } = config()) {
  const ahead = new Date(now.getTime() + securityTxtDays * 86_400_000)
  const expires = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), 1))
  return [
    `Contact: ${SECURITY_CONTACT ?? `mailto:security@${mailDomainOf(new URL(PUBLIC_SITE_URL).hostname)}`}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${PUBLIC_SITE_URL}${BASE_PATH}/.well-known/security.txt`,
    '',
  ].join('\n')
}
