import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { AirResultsPage } from '~/features/air/air-results-page'
import { missingAirCriteria, toAirCriteria } from '~/features/air/air-criteria'
import { defaultAirSearchParams, validateAirSearch } from '~/features/air/air-search-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/search-results')({
  validateSearch: validateAirSearch,
  search: { middlewares: [stripSearchParams(defaultAirSearchParams)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airSearchQueryOptions } = await import('~/features/air/air.queries')
    if (missingAirCriteria(deps).length > 0) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(airSearchQueryOptions(toAirCriteria(deps)))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.search-results') }] }),
  component: AirResultsPage,
})
