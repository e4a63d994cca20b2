import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { HotelResultsPage } from '~/features/hotel-search/hotel-results-page'
import { hotelSearchQueryOptions } from '~/features/hotel-search/hotel-search.queries'
import { markStatus } from '~/lib/response-status'
import { defaultHotelSearchParams, missingCriteria, toSearchCriteria, validateHotelSearch } from '~/features/hotel-search/search-params'

export const Route = createFileRoute('/accommodations/search-results')({
  validateSearch: validateHotelSearch,
  search: { middlewares: [stripSearchParams(defaultHotelSearchParams)] },
  loaderDeps: ({ search: { adjusted: _adjusted, ...search } }) => search,
  loader: async ({ deps, context }) => {
    if (missingCriteria(deps).length > 0) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(hotelSearchQueryOptions(toSearchCriteria(deps)))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: 'Hotel results · Rewards Travel' }] }),
  component: HotelResultsPage,
})
