import { queryOptions } from '@tanstack/react-query'
import type { HotelSearchCriteria } from '@contracts/lxp/hotel.schema'
import { hotelSearch } from '@server/bff/functions/hotel.functions'

export const hotelSearchQueryOptions = (criteria: HotelSearchCriteria) =>
  queryOptions({
    queryKey: ['hotel-search', criteria],
    queryFn: () => hotelSearch({ data: { body: criteria } }),
    staleTime: 60_000,
  })
