import { createFileRoute } from '@tanstack/react-router'
import { validateCompareSearch } from '~/features/hotel/hotel-compare-params'
import { HotelComparePage, compareRequestOf } from '~/features/hotel/hotel-compare-page'
import { hotelCompareQueryOptions } from '~/features/hotel/hotel.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/accommodations/compare')({
  ...lineStepRoute({ title: 'accommodations.compare', noindex: true, validateSearch: validateCompareSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({ queryOf: compareRequestOf, queryOptionsOf: hotelCompareQueryOptions }),
  component: HotelComparePage,
})
