import { queryOptions } from '@tanstack/react-query'
import type { HotelOfferQuery } from '@contracts/lxp/hotel.schema'
import { hotelOffer } from '@server/bff/functions/hotel.functions'

/**
 * The offer for a stay, keyed by the stay's own fields only: the page's search also carries whatever else the address
 * had (a campaign's utm_…), and with it in the key the page's component missed what its loader had fetched, asked the
 * upstream a second time and sent both answers to the browser (issue 40).
 */
export const hotelOfferQueryOptions = (hotelId: string, { checkIn, checkOut, rooms, adults }: HotelOfferQuery) => {
  const query: HotelOfferQuery = { checkIn, checkOut, rooms, adults }
  return queryOptions({
    queryKey: ['hotel-offer', hotelId, query],
    queryFn: () => hotelOffer({ data: { params: { hotelId }, query } }),
    staleTime: 60_000,
  })
}
