import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router'
import { HotelResultsPage } from '~/features/hotel/hotel-results-page'
import { hotelSearchQueryOptions } from '~/features/hotel/hotel.queries'
import { defaultTripDates } from '~/lib/search-dates'
import { hotelSearchCriteriaOf, refusedFilters } from '~/features/hotel/hotel-criteria'
import { defaultHotelSearchParams, validateHotelSearch } from '~/features/hotel/hotel-params'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/accommodations/search-results')({
  ...lineStepRoute({ title: 'accommodations.search-results', validateSearch: validateHotelSearch, depsOf: ({ adjusted: _adjusted, ...search }) => search }),
  search: { middlewares: [stripSearchParams(defaultHotelSearchParams)] },
  // A destination alone searches the default stay, shown and changeable on the results, which say they were chosen for
  // the traveller (docs/decisions/079, issue 36).
  beforeLoad: ({ search }) => {
    if (search.destination && !search.checkIn && !search.checkOut) {
      const { start, end } = defaultTripDates()
      throw redirect({ to: '/accommodations/search-results', search: { ...search, checkIn: start, checkOut: end, defaultDates: true }, replace: true })
    }
  },
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({
    queryOf: hotelSearchCriteriaOf,
    queryOptionsOf: hotelSearchQueryOptions,
    // Filters the platform does not know are dropped with a notice, never an error page.
    onRefusal: ({ errors }, deps) => {
      const refused = refusedFilters(errors)
      if (refused) {
        throw redirect({
          to: '/accommodations/search-results',
          search: { ...deps, ...Object.fromEntries(refused.map((name) => [name, undefined])), adjusted: refused },
          replace: true,
        })
      }
    },
  }),
  component: HotelResultsPage,
})
