import { queryOptions } from '@tanstack/react-query'
import type { HotelOfferQuery } from '@contracts/lxp/hotel.schema'
import { hotelOffer } from '@server/bff/functions/hotel.functions'

export const hotelOfferQueryOptions = (hotelId: string, query: HotelOfferQuery) =>
  queryOptions({
    queryKey: ['hotel-offer', hotelId, query],
    queryFn: () => hotelOffer({ data: { params: { hotelId }, query } }),
    staleTime: 60_000,
  })
