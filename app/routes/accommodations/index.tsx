import { createFileRoute } from '@tanstack/react-router'
import { HotelSearchPage } from '~/features/hotel/hotel-search-page'
import { hotelSearchDraft } from '~/features/hotel/hotel-search-params'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/')({
  head: () => ({ meta: [{ title: pageTitle('accommodations') }] }),
  // A link may prefill the form (a promotion's destination, "Change search").
  validateSearch: hotelSearchDraft,
  component: HotelSearchPage,
})
