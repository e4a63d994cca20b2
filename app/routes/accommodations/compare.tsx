import { createFileRoute } from '@tanstack/react-router'
import { validateCompareSearch } from '~/features/hotel/hotel-compare-params'
import { HotelComparePage } from '~/features/hotel/hotel-compare-page'
import { compareRequestOf, hotelCompareQueryOptions } from '~/features/hotel/hotel.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/compare')({
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const request = compareRequestOf(deps)
    if (!request) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(hotelCompareQueryOptions(request))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('accommodations.compare') }, { name: 'robots', content: 'noindex' }] }),
  component: HotelComparePage,
})
