import { createFileRoute } from '@tanstack/react-router'
import { carSearchCriteriaOf } from '~/features/car/car-criteria'
import { validateCarResultsSearch } from '~/features/car/car-params'
import { CarResultsPage } from '~/features/car/car-results-page'
import { carSearchQueryOptions } from '~/features/car/car.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/search-results')({
  ...lineStepRoute({ title: 'mobility.search-results', validateSearch: validateCarResultsSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({ queryOf: carSearchCriteriaOf, queryOptionsOf: carSearchQueryOptions }),
  component: CarResultsPage,
})
