import { queryOptions } from '@tanstack/react-query'
import type { HotelOfferQuery } from '@contracts/lxp/hotel.schema'
import { getHotelOffer } from '@server/hotel/hotel.functions'

export const hotelOfferQueryOptions = (hotelId: string, query: HotelOfferQuery) =>
  queryOptions({
    queryKey: ['hotel-offer', hotelId, query],
    queryFn: () => getHotelOffer({ data: { hotelId, ...query } }),
    staleTime: 60_000,
  })
