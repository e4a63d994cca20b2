import { createFileRoute } from '@tanstack/react-router'
import { DiningResultsPage } from '~/features/dining/dining-results-page'
import { diningSearchCriteriaOf } from '~/features/dining/dining-criteria'
import { validateDiningResultsSearch } from '~/features/dining/dining-params'
import { diningSearchQueryOptions } from '~/features/dining/dining.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/dining/search-results')({
  validateSearch: validateDiningResultsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const criteria = diningSearchCriteriaOf(deps)
    if (!criteria) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(diningSearchQueryOptions(criteria))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('dining.search-results') }] }),
  component: DiningResultsPage,
})
