import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { HotelSearchForm } from './hotel-search-form'
import { RecentSearches } from './recent-searches'

export function HotelSearchPage() {
  return (
    <Container className={css({ py: '10' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>Find a hotel</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>Prices include taxes and fees. Pay with your card, your points, or both.</p>
      <HotelSearchForm />
      <RecentSearches />
    </Container>
  )
}
