import { createFileRoute } from '@tanstack/react-router'
import { diningSearchCriteriaOf } from '~/features/dining/dining-criteria'
import { validateDiningResultsSearch } from '~/features/dining/dining-params'
import { DiningResultsPage } from '~/features/dining/dining-results-page'
import { diningSearchQueryOptions } from '~/features/dining/dining.queries'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/search-results')({
  ...lineStepRoute({ title: 'dining.search-results', validateSearch: validateDiningResultsSearch, queryOf: diningSearchCriteriaOf, queryOptionsOf: diningSearchQueryOptions }),
  component: DiningResultsPage,
})
