import { createFileRoute } from '@tanstack/react-router'
import { ExchangeResultsPage } from '~/features/air/air-exchange-results-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/exchange/search-results')({
  validateSearch: validateExchangeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airExchangeSearchQueryOptions } = await import('~/features/air/air.queries')
    if (!deps.reservationId || !deps.departDate) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(airExchangeSearchQueryOptions(deps.reservationId, { departDate: deps.departDate, returnDate: deps.returnDate, sort: deps.sort ?? 'price', page: deps.page ?? 1 }))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.exchange.search-results') }, { name: 'robots', content: 'noindex' }] }),
  component: ExchangeResultsPage,
})
