import { createFileRoute } from '@tanstack/react-router'
import { hotelOfferQueryOptions } from '~/features/hotel/hotel.queries'
import { HotelOfferPage } from '~/features/hotel/hotel-offer-page'
import { missingOfferDetails, validateHotelOfferSearch, type HotelOfferParams } from '~/features/hotel/hotel-offer-params'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/accommodations/offer')({
  ...lineStepRoute({ title: 'accommodations.offer', validateSearch: validateHotelOfferSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({
    queryOf: (params: HotelOfferParams) => (missingOfferDetails(params).length > 0 ? undefined : (params as Required<HotelOfferParams>)),
    queryOptionsOf: ({ hotelId, ...stay }) => hotelOfferQueryOptions(hotelId, stay),
    titleOf: (offer) => offer.name,
  }),
  component: HotelOfferPage,
})
