import { createFileRoute } from '@tanstack/react-router'
import { CarOfferPage } from '~/features/car/car-offer-page'
import { carSelectionOf } from '~/features/car/car-criteria'
import { validateCarOfferSearch } from '~/features/car/car-params'
import { carOfferQueryOptions } from '~/features/car/car.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'
import { titlesText } from '~/i18n/plain/titles'

export const Route = createFileRoute('/mobility/offer')({
  ...lineStepRoute({ title: 'mobility.offer', validateSearch: validateCarOfferSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({
    queryOf: carSelectionOf,
    queryOptionsOf: carOfferQueryOptions,
    titleOf: (offer) => titlesText('mobility.offer-of', { model: offer.vehicle.model }),
  }),
  component: CarOfferPage,
})
