import { queryOptions } from '@tanstack/react-query'
import type { HotelCompareRequest } from '@contracts/lxp/hotel.schema'
import { compareHotels } from '@server/hotel/hotel.functions'

export const hotelCompareQueryOptions = (request: HotelCompareRequest) =>
  queryOptions({
    queryKey: ['hotel-compare', request],
    queryFn: () => compareHotels({ data: request }),
    staleTime: 60_000,
  })
