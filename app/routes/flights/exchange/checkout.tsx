import { createFileRoute } from '@tanstack/react-router'
import { ExchangeCheckoutPage } from '~/features/air/air-exchange-checkout-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/exchange/checkout')({
  validateSearch: validateExchangeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airExchangeQuoteQueryOptions, airReservationQueryOptions } = await import('~/features/air/air.queries')
    if (!deps.reservationId || !deps.offerId) return markStatus(400)
    const [outcome] = await Promise.all([context.queryClient.ensureQueryData(airExchangeQuoteQueryOptions(deps.reservationId, deps.offerId)), context.queryClient.ensureQueryData(airReservationQueryOptions(deps.reservationId))])
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.exchange.checkout') }, { name: 'robots', content: 'noindex' }] }),
  component: ExchangeCheckoutPage,
})
