import { createFileRoute } from '@tanstack/react-router'
import { hotelOfferQueryOptions } from '~/features/hotel/hotel.queries'
import { HotelOfferPage, hotelOfferRequestOf } from '~/features/hotel/hotel-offer-page'
import { validateHotelOfferSearch } from '~/features/hotel/hotel-offer-params'
import { hotelOfferPreview } from '~/features/hotel/hotel-offer-preview'
import { lineStepLoader, lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/accommodations/offer')({
  ...lineStepRoute({ title: 'accommodations.offer', validateSearch: validateHotelOfferSearch }),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: lineStepLoader({
    queryOf: hotelOfferRequestOf,
    queryOptionsOf: ({ hotelId, ...stay }) => hotelOfferQueryOptions(hotelId, stay),
    titleOf: (offer) => offer.name,
    // A shared hotel's link shows its name, description and picture (Open Graph, §R2.103).
    previewOf: (offer) => hotelOfferPreview(offer),
  }),
  component: HotelOfferPage,
})
