// The home page (§R2): hero with the search widget, points-multiplier banners, featured
// offers, cross-sell, insider tips and the partners' marketing banners, all from page content.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, memo } from 'react'
import { css } from 'styled-system/css'
import type { Banner } from '@contracts/site/page-content.schema'
import { linesOfBusiness, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { isInSeason } from '~/features/lines/line-seasons'
import { useMemberSummary } from '~/features/session/use-member-session'
import { isLineAvailable, leadsToAvailableLine } from '~/features/lines/lines'
import { pageContentQueryOptions, siteShellQueryOptions } from '~/features/site-config/site.queries'
import { homeText } from '~/i18n/plain/home'
import { lazyOnInteraction } from '~/lib/lazy-on-interaction'
import { lazyWhenVisible } from '~/lib/lazy-when-visible'
import { useTravellerToday } from '~/lib/search-dates'
import { Container } from '~/ui/container'

// The search widget (its tabs and the first tab's hotel form, ~8 KB compressed) renders on the server and loads
// on the traveller's first pointer, focus or key in it, not with the page (docs/decisions/040, 094).
const SearchWidget = lazyOnInteraction('home-search', () => import('./search-widget').then((module) => module.SearchWidget))
// The same lines, the same widget: a home page rendering again before the widget hydrated (its queries
// settling) must not reach the dehydrated boundary, or React drops the widget's server markup.
const HomeSearch = memo(
  function HomeSearch({ lines }: { lines: LineOfBusiness[] }) {
    return (
      <div id="home-search" className={css({ display: 'flex' })}>
        <Suspense fallback={null}>
          <SearchWidget lines={lines} />
        </Suspense>
      </div>
    )
  },
  (before, after) => before.lines.join() === after.lines.join(),
)
// Below the fold, and the carousel is the page's largest component: its code loads when the server-rendered
// offers near the viewport (their heading's id), not with the page.
const LazyFeaturedOffers = lazyWhenVisible('featured-offers', () => import('./featured-offers').then((module) => ({ default: module.FeaturedOffers })))
// The same offers, the same carousel: the page renders again once hydrated when the traveller's date is not the
// server render's (docs/decisions/133), and a new list of the same offers must not reach the boundary before it hydrated.
const FeaturedOffers = memo(
  function FeaturedOffers({ offers }: { offers: Banner[] }) {
    return (
      <Suspense fallback={null}>
        <LazyFeaturedOffers offers={offers} />
      </Suspense>
    )
  },
  (before, after) => before.offers.map((offer) => offer.id).join() === after.offers.map((offer) => offer.id).join(),
)

const sectionHeading = css({ fontSize: '2xl', fontWeight: 'semibold', mb: '6' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '6' })
const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '6', bg: 'bg.canvas' })
const inverseLink = css({ color: 'inherit', textDecoration: 'underline', fontWeight: 'semibold' })
const cardLink = css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })

/** A signed-in member is greeted by first name (§R1 greeting). */
function HeroTitle() {
  const firstName = useMemberSummary().summary?.firstName
  return <>{firstName ? homeText('hero.title-member', { firstName }) : homeText('hero.title')}</>
}

export function HomePage() {
  const { data: shell } = useSuspenseQuery(siteShellQueryOptions())
  const { data: content } = useSuspenseQuery(pageContentQueryOptions('home'))
  const enabled = linesOfBusiness.filter((line) => isLineAvailable(shell, line))
  // An offer of a switched-off line would lead to its 404, and a seasonal one out of its months is stale
  // (no spring promotion in November): such banners are left out.
  const today = useTravellerToday()
  const shown = (banners: (Banner | undefined)[] = []) =>
    banners.filter((banner): banner is Banner => Boolean(banner) && isInSeason(banner!, today) && (!banner?.link || leadsToAvailableLine(shell, banner.link.href)))
  const marketing = shown([content.marketingBanners?.Tikety_Marketing_Banner, shell.flags['uber-marketing-banner'] ? content.marketingBanners?.Uber_Marketing_Banner : undefined])
  const pointsOffers = shown(content.pointsMultiplierBanners)
  const featuredOffers = shown(content.featuredOffers)
  const crossSell = shown(content.crossSell)
  return (
    <>
      <section aria-labelledby="home-heading" className={css({ minH: 'heroMinHeight', display: 'flex', alignItems: 'center', bg: 'accent.subtle', py: '10' })}>
        <Container className={css({ w: 'full', display: 'flex', flexDirection: 'column', gap: '8' })}>
          <div>
            <h1 id="home-heading" className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', lineHeight: 'tight', maxW: '3xl' })}>
              <HeroTitle />
            </h1>
            <p className={css({ mt: '4', fontSize: 'lg', maxW: '2xl', color: 'fg.muted' })}>{homeText('hero.description')}</p>
          </div>
          <HomeSearch lines={enabled} />
        </Container>
      </section>

      {pointsOffers.map((banner) => (
        <section key={banner.id} aria-label={homeText('points-offer.label')} className={css({ bg: 'bg.inverse', color: 'fg.inverse', py: '6' })}>
          <Container>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{banner.title}</h2>
            {banner.body && <p className={css({ mt: '1' })}>{banner.body}</p>}
            {banner.link && (
              <p className={css({ mt: '2' })}>
                <a href={banner.link.href} className={inverseLink}>
                  {banner.link.label}
                </a>
              </p>
            )}
          </Container>
        </section>
      ))}

      <Container className={css({ py: '12', display: 'flex', flexDirection: 'column', gap: '12' })}>
        {featuredOffers.length > 0 && <FeaturedOffers offers={featuredOffers} />}

        {crossSell.length > 0 && <BannerList id="plan-the-rest" title={homeText('cross-sell.heading')} banners={crossSell} />}

        {content.insiderTips && content.insiderTips.length > 0 && (
          <section aria-labelledby="insider-tips">
            <h2 id="insider-tips" className={sectionHeading}>
              {homeText('tips.heading')}
            </h2>
            <ul className={grid}>
              {content.insiderTips.map((tip) => (
                <li key={tip.id} className={card}>
                  <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{tip.title}</h3>
                  <p className={css({ mt: '2', color: 'fg.muted' })}>{tip.body}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {marketing.length > 0 && <BannerList id="partner-offers" title={homeText('partners.heading')} banners={marketing} />}
      </Container>
    </>
  )
}

function BannerList({ id, title, banners }: { id: string; title: string; banners: Banner[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      <ul className={grid}>
        {banners.map((banner) => (
          <li key={banner.id} className={card}>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{banner.title}</h3>
            {banner.body && <p className={css({ mt: '2', color: 'fg.muted' })}>{banner.body}</p>}
            {banner.link && (
              <p className={css({ mt: '2' })}>
                <a href={banner.link.href} className={cardLink}>
                  {banner.link.label}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
