import { createFileRoute } from '@tanstack/react-router'
import { DiningCheckoutPage } from '~/features/dining/dining-checkout-page'
import { diningSelectionOf, validateDiningOfferSearch } from '~/features/dining/dining-params'
import { diningQuoteQueryOptions } from '~/features/dining/dining.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/checkout')({
  ...lineStepRoute({ title: 'dining.checkout', noindex: true, validateSearch: validateDiningOfferSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({ queryOf: diningSelectionOf, queryOptionsOf: diningQuoteQueryOptions }),
  component: DiningCheckoutPage,
})
