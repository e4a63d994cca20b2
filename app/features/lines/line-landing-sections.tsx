// What a line's landing page shows below its search (issue 19, item 5): popular destinations with a
// picture and a "from" price, each opening the priced search's results; the line's offers from page content;
// and the season's suggestions. Server-rendered plain links and images only: nothing in them needs code to
// work, so it loads on the traveller's first use of them (./line-landing.tsx).
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { Banner } from '@contracts/site/page-content.schema'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import type { PopularDestination } from '@contracts/lxp/popular-destinations.contract'
import { BannerText } from '~/features/page-content/banner-text'
import { usePageContent } from '~/features/page-content/page-content'
import { formatPrice } from '~/lib/format/money'
import { formatShortDay } from '~/lib/format/stay-date'
import { useTravellerToday } from '~/lib/search-dates'
import { landingText } from '~/i18n/plain/landing'
import { lineRegistrations, popularDestinationPath } from '~/line-registrations'
import { Image } from '~/ui/image'
import { landingDestinationsQueryOptions } from './line-landing.queries'
import { isInSeason, seasonOf } from './line-seasons'
import { addressQuery } from './line-registration'
import { linePages } from './lines'

const sectionHeading = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })
const cardGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(auto-fill, minmax(9.5rem, 1fr))', md: 'repeat(3, 1fr)' }, gap: { base: '3', md: '6' } })
const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.canvas', minW: '0' })
const link = css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })
const base = () => import.meta.env.BASE_URL.replace(/\/$/, '')

function priceText(line: LineOfBusiness, destination: PopularDestination) {
  const price = formatPrice(destination.from.amount, { currency: destination.from.currency })
  if (line === 'flights' && destination.search.endDate) return landingText('popular.price.round-trip', { price })
  return landingText(`popular.price.${destination.pricedPer}`, { price })
}

function DestinationCard({ line, destination }: { line: LineOfBusiness; destination: PopularDestination }) {
  const { search } = destination
  const name = line === 'flights' ? landingText('popular.route', { origin: search.origin ?? '', destination: destination.name }) : destination.name
  const dates = search.endDate ? landingText('popular.dates', { start: formatShortDay(search.startDate), end: formatShortDay(search.endDate) }) : formatShortDay(search.startDate)
  return (
    <li className={card}>
      <a href={`${base()}${popularDestinationPath(line, search)}`} className={css({ display: 'flex', flexDirection: 'column', h: 'full', color: 'inherit', _hover: { bg: 'bg.subtle' }, _focusVisible: { outlineOffset: '-2px' } })}>
        {/* Decorative: the link's text names the city, and every city's picture is alike (issues 36/43). */}
        <Image src={destination.image.src} alt="" width={640} height={400} sizes="(min-width: 1400px) 440px, (min-width: 768px) 33vw, 50vw" className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' })} />
        <span className={css({ p: { base: '3', md: '4' }, display: 'flex', flexDirection: 'column', gap: '1' })}>
          <span className={css({ fontWeight: 'semibold', fontSize: { base: 'md', md: 'lg' }, color: 'fg.link', textDecoration: 'underline' })}>{name}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{destination.country}</span>
          <span className={css({ fontWeight: 'semibold' })}>{priceText(line, destination)}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{dates}</span>
        </span>
      </a>
    </li>
  )
}

function PopularDestinations({ line }: { line: LineOfBusiness }) {
  const { data: destinations } = useSuspenseQuery(landingDestinationsQueryOptions(line))
  if (destinations.length === 0) return null
  const origin = destinations[0]?.search.origin
  const heading = line === 'flights' && origin ? landingText('popular.flights-heading', { origin }) : landingText('popular.heading')
  return (
    // Not a named region: its name would hold "destination" or "from", which the search form's fields are
    // labelled with, and finding a field by its label would find the section too.
    <section>
      <h2 className={sectionHeading}>
        {heading}
      </h2>
      <ul className={cardGrid}>
        {destinations.map((destination) => (
          <DestinationCard key={destination.id} line={line} destination={destination} />
        ))}
      </ul>
      <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>{landingText('popular.note')}</p>
    </section>
  )
}

function OfferCard({ offer }: { offer: Banner }) {
  return (
    <li className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', bg: 'bg.canvas', display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
      <BannerText banner={offer} />
    </li>
  )
}

function LineOffers({ today }: { today: string }) {
  const offers = (usePageContent('featuredOffers') ?? []).filter((offer) => isInSeason(offer, today))
  if (offers.length === 0) return null
  return (
    <section aria-labelledby="line-offers">
      <h2 id="line-offers" className={sectionHeading}>
        {landingText('offers.heading')}
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: '4' })}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  )
}

function SeasonalSuggestions({ line, today }: { line: LineOfBusiness; today: string }) {
  const season = seasonOf(today)
  return (
    <section aria-labelledby="season-suggestions" className={css({ bg: 'accent.subtle', borderRadius: 'lg', p: { base: '4', md: '6' } })}>
      <h2 id="season-suggestions" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {landingText(`season.${season.key}.heading`)}
      </h2>
      <p className={css({ mt: '1', mb: '3' })}>{landingText(`season.${season.key}.body`)}</p>
      <ul aria-label={landingText('season.links')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {season.destinations.map((destination) => (
          <li key={destination}>
            <a href={`${base()}${linePages[line]}/?${addressQuery({ [lineRegistrations[line].landing.placeParam]: destination })}`} className={link}>
              {landingText('season.search', { destination })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Rendered inside ./line-landing.tsx's element, whose flex gap spaces them; the recent searches come before them there. */
export function LineLandingSections({ line }: { line: LineOfBusiness }) {
  // The traveller's today picks the season and the offers in season (the render's day until hydrated).
  const today = useTravellerToday()
  return (
    <>
      <PopularDestinations line={line} />
      <LineOffers today={today} />
      <SeasonalSuggestions line={line} today={today} />
    </>
  )
}
