import { createFileRoute } from '@tanstack/react-router'
import { ExchangeConfirmationPage } from '~/features/air/air-exchange-confirmation-page'
import { validateExchangeSearch } from '~/features/air/air-exchange-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/exchange/confirmation')({
  validateSearch: validateExchangeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airReservationQueryOptions } = await import('~/features/air/air.queries')
    if (!deps.reservationId) return markStatus(404)
    const outcome = await context.queryClient.ensureQueryData(airReservationQueryOptions(deps.reservationId))
    if (!outcome.ok) markStatus(outcome.status === 401 ? 404 : outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.exchange.confirmation') }, { name: 'robots', content: 'noindex' }] }),
  component: ExchangeConfirmationPage,
})
