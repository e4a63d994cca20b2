import { createFileRoute } from '@tanstack/react-router'
import { hotelOfferQueryOptions } from '~/features/hotel/hotel.queries'
import { HotelOfferPage } from '~/features/hotel/hotel-offer-page'
import { missingOfferDetails, validateHotelOfferSearch } from '~/features/hotel/hotel-offer-params'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/offer')({
  validateSearch: validateHotelOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps: { hotelId, checkIn, checkOut, rooms, adults, children }, context }) => {
    if (!hotelId || !checkIn || !checkOut || missingOfferDetails({ hotelId, checkIn, checkOut, rooms, adults, children }).length > 0) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(hotelOfferQueryOptions(hotelId, { checkIn, checkOut, rooms, adults, children }))
    if (!outcome.ok) return markStatus(outcome.status)
    return { title: outcome.value.name }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle('accommodations.offer', loaderData?.title) }] }),
  component: HotelOfferPage,
})
