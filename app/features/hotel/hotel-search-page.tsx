import { getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LineLandingSections } from '~/features/lines/line-landing'
import { Container } from '~/ui/container'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { landingHeadsText } from '~/i18n/plain/landing-heads'

const route = getRouteApi('/accommodations/')
const HotelLineSearchForm = lazyLineSearchForm(() => import('./hotel-line-search').then((module) => module.HotelLineSearchForm))
// Hotels keep their own recent searches (./hotel-recent-searches.tsx: the key must equal its list's), loaded when the device has some.
const recentSearches = { storageKey: 'recent-hotel-searches', load: () => import('./hotel-recent-searches').then((module) => module.RecentSearches) }

export function HotelSearchPage() {
  const search = route.useSearch()
  return (
    <Container className={css({ py: '10' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{landingHeadsText('accommodations.heading')}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{landingHeadsText('accommodations.description')}</p>
      <LineSearchSlot key={JSON.stringify(search)} Form={HotelLineSearchForm} props={{ initial: search }} />
      <LineLandingSections line="accommodations" recent={recentSearches} />
    </Container>
  )
}
