// The dining landing page (§R2 /dining/): the restaurant search, prefilled from the address.
import { getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LineLandingSections } from '~/features/lines/line-landing'
import { Container } from '~/ui/container'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { landingHeadsText } from '~/i18n/plain/landing-heads'

const route = getRouteApi('/dining/')
const DiningLineSearchForm = lazyLineSearchForm(() => import('./dining-line-search').then((module) => module.DiningLineSearchForm))

export function DiningLandingPage() {
  const search = route.useSearch()
  return (
    <Container className={css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>{landingHeadsText('dining.heading')}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{landingHeadsText('dining.description')}</p>
      </div>
      <LineSearchSlot Form={DiningLineSearchForm} props={{ initial: search }} />
      <LineLandingSections line="dining" />
    </Container>
  )
}
