import { createFileRoute } from '@tanstack/react-router'
import { ExchangeResultsPage } from '~/features/air/air-exchange-results-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { airExchangeSearchQueryOptions } from '~/features/air/air.queries'
import { lineStepRoute } from '~/features/lines/line-routes'
import { markStatus } from '~/lib/response-status'

export const Route = createFileRoute('/flights/exchange/search-results')({
  ...lineStepRoute({ title: 'flights.exchange.search-results', noindex: true, validateSearch: validateExchangeSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: async ({ deps, context }) => {
    if (!deps.reservationId || !deps.departDate) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(airExchangeSearchQueryOptions(deps.reservationId, { departDate: deps.departDate, returnDate: deps.returnDate, sort: deps.sort ?? 'price', page: deps.page ?? 1 }))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  component: ExchangeResultsPage,
})
