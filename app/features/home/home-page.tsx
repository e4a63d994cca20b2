import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { Banner } from '@contracts/site/page-content.schema'
import { linesOfBusiness, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { Link } from '@tanstack/react-router'
import { linePageOf } from '~/features/lines/lines'
import { pageContentQueryOptions, siteShellQueryOptions } from '~/features/shell/shell.queries'
import { Container } from '~/ui/container'

const lineLabels: Record<LineOfBusiness, { title: string; description: string }> = {
  accommodations: { title: 'Hotels', description: 'Stays with the full price shown up front, taxes and fees included.' },
  dining: { title: 'Dining', description: 'Tables at restaurants near you or where you are going.' },
  flights: { title: 'Flights', description: 'Fares with baggage and seats explained before you pay.' },
  mobility: { title: 'Car rental', description: 'Pick-up and drop-off where it suits you.' },
  tours: { title: 'Tours', description: 'Things to do, with free cancellation where offered.' },
  transport: { title: 'Transport', description: 'Transfers and rides between airports, stations and hotels.' },
}

const sectionHeading = css({ fontSize: '2xl', fontWeight: 'semibold', mb: '6' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '6' })
const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '6', bg: 'bg.canvas' })

export function HomePage() {
  const { data: shell } = useSuspenseQuery(siteShellQueryOptions())
  const { data: content } = useSuspenseQuery(pageContentQueryOptions('home'))
  const enabled = linesOfBusiness.filter((line) => shell.site.linesOfBusiness[line]?.enabled)
  const marketing = [content.marketingBanners?.Tikety_Marketing_Banner, content.marketingBanners?.Uber_Marketing_Banner].filter(
    (banner): banner is Banner => Boolean(banner),
  )
  return (
    <>
      <section className={css({ minH: 'heroMinHeight', display: 'flex', alignItems: 'center', bg: 'accent.subtle' })}>
        <Container>
          <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'bold', lineHeight: 'tight', maxW: '3xl' })}>
            Travel that rewards you
          </h1>
          <p className={css({ mt: '4', fontSize: 'lg', maxW: '2xl', color: 'fg.muted' })}>
            Book hotels, dining, flights, cars, tours and transport. Pay with your card, your points, or both.
          </p>
        </Container>
      </section>

      {content.pointsMultiplierBanners?.map((banner) => (
        <section key={banner.id} aria-label="Points offer" className={css({ bg: 'bg.inverse', color: 'fg.inverse', py: '6' })}>
          <Container>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{banner.title}</h2>
            {banner.body && <p className={css({ mt: '1' })}>{banner.body}</p>}
          </Container>
        </section>
      ))}

      <Container className={css({ py: '12', display: 'flex', flexDirection: 'column', gap: '12' })}>
        <section aria-labelledby="what-you-can-book">
          <h2 id="what-you-can-book" className={sectionHeading}>
            What you can book
          </h2>
          <ul className={grid}>
            {enabled.map((line) => {
            const page = linePageOf(line)
            return (
              <li key={line} className={card}>
                <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                  {page ? (
                    <Link to={page} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
                      {lineLabels[line].title}
                    </Link>
                  ) : (
                    lineLabels[line].title
                  )}
                </h3>
                <p className={css({ mt: '2', color: 'fg.muted' })}>{lineLabels[line].description}</p>
              </li>
            )
          })}
          </ul>
        </section>

        {content.crossSell && content.crossSell.length > 0 && (
          <BannerList id="plan-the-rest" title="Plan the rest of your trip" banners={content.crossSell} />
        )}

        {content.insiderTips && content.insiderTips.length > 0 && (
          <section aria-labelledby="insider-tips">
            <h2 id="insider-tips" className={sectionHeading}>
              Insider tips
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

        {marketing.length > 0 && <BannerList id="partner-offers" title="Partner offers" banners={marketing} />}
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
          </li>
        ))}
      </ul>
    </section>
  )
}
