// The dining landing page (SPEC.md §2 /dining/): the restaurant search, prefilled from the address.
import { getRouteApi } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LineLandingSections } from '~/features/lines/line-landing'
import { Container } from '~/ui/container'
import { DiningLineSearchForm } from './dining-line-search'
import { diningText } from '~/i18n/plain/dining'

const route = getRouteApi('/dining/')

export function DiningLandingPage() {
  const search = route.useSearch()
  return (
    <Container className={css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>{diningText('landing.find-a-table')}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{diningText('landing.tables-and-set')}</p>
      </div>
      <DiningLineSearchForm initial={search} />
      <LineLandingSections line="dining" />
    </Container>
  )
}
