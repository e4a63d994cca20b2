import { createFileRoute } from '@tanstack/react-router'
import { diningSearchCriteriaOf } from '~/features/dining/dining-criteria'
import { validateDiningResultsSearch } from '~/features/dining/dining-params'
import { DiningResultsPage } from '~/features/dining/dining-results-page'
import { diningSearchQueryOptions } from '~/features/dining/dining.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/search-results')({
  ...lineStepRoute({ title: 'dining.search-results', validateSearch: validateDiningResultsSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({ queryOf: diningSearchCriteriaOf, queryOptionsOf: diningSearchQueryOptions }),
  component: DiningResultsPage,
})
