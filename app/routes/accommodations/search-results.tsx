import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router'
import { HotelResultsPage } from '~/features/hotel/hotel-results-page'
import { hotelSearchQueryOptions } from '~/features/hotel/hotel.queries'
import { markStatus } from '~/lib/response-status'
import { defaultTripDates } from '~/lib/search-dates'
import { missingCriteria, refusedFilters, toSearchCriteria } from '~/features/hotel/hotel-search-criteria'
import { defaultHotelSearchParams, validateHotelSearch } from '~/features/hotel/hotel-search-params'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/search-results')({
  validateSearch: validateHotelSearch,
  search: { middlewares: [stripSearchParams(defaultHotelSearchParams)] },
  // A destination alone searches the default stay, shown and changeable on the results, which say they were chosen for
  // the traveller (docs/decisions/079, issue 36).
  beforeLoad: ({ search }) => {
    if (search.destination && !search.checkIn && !search.checkOut) {
      const { start, end } = defaultTripDates()
      throw redirect({ to: '/accommodations/search-results', search: { ...search, checkIn: start, checkOut: end, defaultDates: true }, replace: true })
    }
  },
  loaderDeps: ({ search: { adjusted: _adjusted, ...search } }) => search,
  loader: async ({ deps, context }) => {
    if (missingCriteria(deps).length > 0) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(hotelSearchQueryOptions(toSearchCriteria(deps)))
    if (outcome.ok) return
    // Filters the platform does not know are dropped with a notice, never an error page.
    const refused = refusedFilters(outcome.errors)
    if (refused) {
      throw redirect({
        to: '/accommodations/search-results',
        search: { ...deps, ...Object.fromEntries(refused.map((name) => [name, undefined])), adjusted: refused },
        replace: true,
      })
    }
    markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('accommodations.search-results') }] }),
  component: HotelResultsPage,
})
