import { createFileRoute } from '@tanstack/react-router'
import { ExchangeModifyPage } from '~/features/air/air-exchange-modify-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/exchange/modify-reservation')({
  validateSearch: validateExchangeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airReservationQueryOptions } = await import('~/features/air/air.queries')
    if (!deps.reservationId) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(airReservationQueryOptions(deps.reservationId))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.exchange.modify-reservation') }, { name: 'robots', content: 'noindex' }] }),
  component: ExchangeModifyPage,
})
