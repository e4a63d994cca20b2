import { createFileRoute } from '@tanstack/react-router'
import { CarResultsPage } from '~/features/car/car-results-page'
import { carSearchCriteriaOf, validateCarResultsSearch } from '~/features/car/car-params'
import { carSearchQueryOptions } from '~/features/car/car.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/mobility/search-results')({
  validateSearch: validateCarResultsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const criteria = carSearchCriteriaOf(deps)
    if (!criteria) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(carSearchQueryOptions(criteria))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('mobility.search-results') }] }),
  component: CarResultsPage,
})
