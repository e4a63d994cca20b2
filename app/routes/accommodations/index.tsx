import { createFileRoute } from '@tanstack/react-router'
import { hotelSearchDraft } from '~/features/hotel/hotel-params'
import { hotelRecentSearches } from '~/features/hotel/hotel-landing'
import { LineLandingPage } from '~/features/lines/line-pages'
import { landingLoader } from '~/features/lines/line-routes'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/accommodations/')({
  head: () => ({ meta: [{ title: pageTitle('accommodations') }] }),
  // A link may prefill the form (a promotion's destination, "Change search").
  validateSearch: hotelSearchDraft,
  loader: landingLoader('accommodations'),
  // Only the page is split: the loader is one call of landingLoader, already in the first load (a file of its own otherwise; issue 40).
  codeSplitGroupings: [['component']],
  component: () => <LineLandingPage line="accommodations" recent={hotelRecentSearches} />,
})
