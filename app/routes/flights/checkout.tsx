import { createFileRoute } from '@tanstack/react-router'
import { airCheckoutSelectionOf, validateAirCheckoutSearch } from '~/features/air/air-checkout-params'
import { AirCheckoutPage } from '~/features/air/air-checkout-page'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/flights/checkout')({
  validateSearch: validateAirCheckoutSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Loaded with the page rather than the first-load bundle every page shares.
    const { airOfferQueryOptions, airQuoteQueryOptions } = await import('~/features/air/air.queries')
    const selection = airCheckoutSelectionOf(deps)
    if (!selection) return markStatus(400)
    const [offer, quote] = await Promise.all([context.queryClient.ensureQueryData(airOfferQueryOptions(selection)), context.queryClient.ensureQueryData(airQuoteQueryOptions(selection))])
    if (!offer.ok) return markStatus(offer.status)
    if (!quote.ok) markStatus(quote.status)
  },
  head: () => ({ meta: [{ title: pageTitle('flights.checkout') }, { name: 'robots', content: 'noindex' }] }),
  component: AirCheckoutPage,
})
