import { createFileRoute } from '@tanstack/react-router'
import { ExchangeCheckoutPage } from '~/features/air/air-exchange-checkout-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { airExchangeQuoteQueryOptions, airReservationQueryOptions } from '~/features/air/air.queries'
import { lineStepRoute } from '~/features/lines/line-routes'
import { markStatus } from '~/lib/response-status'

export const Route = createFileRoute('/flights/exchange/checkout')({
  ...lineStepRoute({ title: 'flights.exchange.checkout', noindex: true, validateSearch: validateExchangeSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: async ({ deps, context }) => {
    if (!deps.reservationId || !deps.offerId) return markStatus(400)
    const [outcome] = await Promise.all([context.queryClient.ensureQueryData(airExchangeQuoteQueryOptions(deps.reservationId, deps.offerId)), context.queryClient.ensureQueryData(airReservationQueryOptions(deps.reservationId))])
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  component: ExchangeCheckoutPage,
})
