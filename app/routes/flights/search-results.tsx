import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { AirResultsPage } from '~/features/air/air-results-page'
import { airSearchCriteriaOf } from '~/features/air/air-criteria'
import { defaultAirSearchParams, validateAirSearch } from '~/features/air/air-params'
import { airSearchQueryOptions } from '~/features/air/air.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/search-results')({
  ...lineStepRoute({ title: 'flights.search-results', validateSearch: validateAirSearch }),
  search: { middlewares: [stripSearchParams(defaultAirSearchParams)] },
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({ queryOf: airSearchCriteriaOf, queryOptionsOf: airSearchQueryOptions }),
  component: AirResultsPage,
})
