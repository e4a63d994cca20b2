import { createFileRoute } from '@tanstack/react-router'
import { HotelSearchPage } from '~/features/hotel-search/hotel-search-page'

export const Route = createFileRoute('/accommodations/')({
  head: () => ({ meta: [{ title: 'Hotels · Rewards Travel' }] }),
  component: HotelSearchPage,
})
