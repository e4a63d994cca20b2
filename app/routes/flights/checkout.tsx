import { createFileRoute } from '@tanstack/react-router'
import { airCheckoutSelectionOf, validateAirCheckoutSearch } from '~/features/air/air-checkout-params'
import { AirCheckoutPage } from '~/features/air/air-checkout-page'
import { airOfferQueryOptions, airQuoteQueryOptions } from '~/features/air/air.queries'
import { lineStepRoute } from '~/features/lines/line-routes'
import { markStatus } from '~/lib/response-status'

export const Route = createFileRoute('/flights/checkout')({
  ...lineStepRoute({ title: 'flights.checkout', noindex: true, validateSearch: validateAirCheckoutSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the queries off the first load. Not
  // lineStepLoader: the page loads two queries (the itinerary with its seat maps, and the quote), and either's refusal
  // is its status.
  loader: async ({ deps, context }) => {
    const selection = airCheckoutSelectionOf(deps)
    if (!selection) return markStatus(400)
    const [offer, quote] = await Promise.all([context.queryClient.ensureQueryData(airOfferQueryOptions(selection)), context.queryClient.ensureQueryData(airQuoteQueryOptions(selection))])
    if (!offer.ok) return markStatus(offer.status)
    if (!quote.ok) markStatus(quote.status)
  },
  component: AirCheckoutPage,
})
