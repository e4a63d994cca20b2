import { createFileRoute } from '@tanstack/react-router'
import { HotelSearchPage } from '~/features/hotel/hotel-search-page'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/')({
  head: () => ({ meta: [{ title: pageTitle('accommodations') }] }),
  component: HotelSearchPage,
})
