import { createFileRoute } from '@tanstack/react-router'
import { checkoutSelectionOf, validateHotelCheckoutSearch } from '~/features/hotel/hotel-checkout-params'
import { HotelCheckoutPage } from '~/features/hotel/hotel-checkout-page'
import { hotelQuoteQueryOptions } from '~/features/hotel/hotel.queries'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'
import { titlesText } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/checkout')({
  ...lineStepRoute({ title: 'accommodations.checkout', noindex: true, validateSearch: validateHotelCheckoutSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({
    queryOf: checkoutSelectionOf,
    queryOptionsOf: hotelQuoteQueryOptions,
    titleOf: (quote) => titlesText('accommodations.checkout-of', { name: quote.hotel.name }),
  }),
  component: HotelCheckoutPage,
})
