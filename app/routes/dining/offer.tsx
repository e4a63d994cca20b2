import { createFileRoute } from '@tanstack/react-router'
import { DiningOfferPage } from '~/features/dining/dining-offer-page'
import { diningOfferQueryOf, validateDiningOfferSearch } from '~/features/dining/dining-params'
import { diningOfferQueryOptions } from '~/features/dining/dining.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/offer')({
  ...lineStepRoute({
    title: 'dining.offer',
    validateSearch: validateDiningOfferSearch,
    // Choosing what to book does not load the restaurant again.
    depsOf: ({ optionId: _optionId, ...search }) => search,
  }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({
    queryOf: diningOfferQueryOf,
    queryOptionsOf: diningOfferQueryOptions,
    titleOf: (restaurant) => restaurant.name,
  }),
  component: DiningOfferPage,
})
