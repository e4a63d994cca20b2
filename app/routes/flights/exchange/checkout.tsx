import { createFileRoute } from '@tanstack/react-router'
import { ExchangeCheckoutPage } from '~/features/air-exchange/air-exchange-pages'
import { exchangeQuoteQueryOptions } from '~/features/air-exchange/air-exchange.queries'
import { validateExchangeSearch } from '~/features/air-exchange/air-exchange-params'
import { markStatus } from '~/lib/response-status'

export const Route = createFileRoute('/flights/exchange/checkout')({
  validateSearch: validateExchangeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    if (!deps.reservationId || !deps.offerId) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(exchangeQuoteQueryOptions(deps.reservationId, deps.offerId))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: 'Review your change · Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  component: ExchangeCheckoutPage,
})
