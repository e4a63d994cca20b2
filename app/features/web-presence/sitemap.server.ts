// The sitemap's pages (§R2.100): the home page, every line's landing page with each popular destination it links to,
// and the partner resources. A page's `lastmod` is when its published content or the site's configuration last
// changed; a destination's is today, for its prices and dates are the platform's of the day. Pages of one traveller
// (checkout, trips, profile) and the API stay out, as robots.txt asks.
import { linesOfBusiness } from '@contracts/site/lines-of-business'
import { popularDestinationLineOf } from '@contracts/site/popular-destination-lines'
import { popularDestinationLimits } from '@contracts/lxp/popular-destinations.contract'
import { landingDestinations } from '@server/landing/landing.server'
import { contentChanges, laterOf, sitemapXml, type SitemapPage } from '@server/site/web-presence.server'
import { popularDestinationPath } from '~/line-registrations'
import { linePages } from '~/features/lines/lines'

export async function sitemapDocument(now = new Date()) {
  const { pages, site } = await contentChanges()
  const changed = (page: string) => laterOf(pages.get(page) ?? pages.get('default'), site)
  const lines = await Promise.all(
    linesOfBusiness.map(async (line): Promise<SitemapPage[]> => {
      const destinations = await landingDestinations(popularDestinationLineOf(line), popularDestinationLimits.default)
      const results = destinations.map(({ search }) => ({ path: popularDestinationPath(line, search), lastModified: now }))
      return [{ path: `${linePages[line]}/`, lastModified: changed(line) }, ...results]
    }),
  )
  return sitemapXml([{ path: '/', lastModified: changed('home') }, ...lines.flat(), { path: '/partner-resources', lastModified: changed('partner-resources') }])
}
