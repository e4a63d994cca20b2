import { createFileRoute } from '@tanstack/react-router'
import { HotelSearchPage } from '~/features/hotel/hotel-search-page'
import { hotelSearchDraft } from '~/features/hotel/hotel-params'
import { landingLoader } from '~/features/lines/line-routes'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/accommodations/')({
  head: () => ({ meta: [{ title: pageTitle('accommodations') }] }),
  // A link may prefill the form (a promotion's destination, "Change search").
  validateSearch: hotelSearchDraft,
  loader: landingLoader('accommodations'),
  // Only the page is split: the loader is one call of landingLoader, already in the first load (a file of its own otherwise; issue 40).
  codeSplitGroupings: [['component']],
  component: HotelSearchPage,
})
