import { createFileRoute } from '@tanstack/react-router'
import { DiningCheckoutPage } from '~/features/dining/dining-checkout-page'
import { diningSelectionOf, validateDiningOfferSearch } from '~/features/dining/dining-params'
import { diningQuoteQueryOptions } from '~/features/dining/dining.queries'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/checkout')({
  ...lineStepRoute({ title: 'dining.checkout', noindex: true, validateSearch: validateDiningOfferSearch, queryOf: diningSelectionOf, queryOptionsOf: diningQuoteQueryOptions }),
  component: DiningCheckoutPage,
})
