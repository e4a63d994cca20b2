import { createFileRoute } from '@tanstack/react-router'
import { CarCheckoutPage } from '~/features/car/car-checkout-page'
import { carSelectionOf } from '~/features/car/car-criteria'
import { validateCarOfferSearch } from '~/features/car/car-params'
import { carQuoteQueryOptions } from '~/features/car/car.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/checkout')({
  ...lineStepRoute({ title: 'mobility.checkout', noindex: true, validateSearch: validateCarOfferSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({ queryOf: carSelectionOf, queryOptionsOf: carQuoteQueryOptions }),
  component: CarCheckoutPage,
})
