import { queryOptions } from '@tanstack/react-query'
import type { HotelCompareRequest } from '@contracts/lxp/hotel.schema'
import { hotelCompare } from '@server/bff/functions/hotel.functions'

export const hotelCompareQueryOptions = (request: HotelCompareRequest) =>
  queryOptions({
    queryKey: ['hotel-compare', request],
    queryFn: () => hotelCompare({ data: { body: request } }),
    staleTime: 60_000,
  })
