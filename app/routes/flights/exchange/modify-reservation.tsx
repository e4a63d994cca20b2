import { createFileRoute } from '@tanstack/react-router'
import { ExchangeModifyPage } from '~/features/air/air-exchange-modify-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { airReservationQueryOptions } from '~/features/air/air.queries'
import { lineStepRoute } from '~/features/lines/line-routes'
import { markStatus } from '~/lib/response-status'

export const Route = createFileRoute('/flights/exchange/modify-reservation')({
  ...lineStepRoute({ title: 'flights.exchange.modify-reservation', noindex: true, validateSearch: validateExchangeSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load.
  loader: async ({ deps, context }) => {
    if (!deps.reservationId) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(airReservationQueryOptions(deps.reservationId))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  component: ExchangeModifyPage,
})
