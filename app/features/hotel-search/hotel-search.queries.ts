import { queryOptions } from '@tanstack/react-query'
import type { HotelSearchCriteria } from '@contracts/lxp/hotel.schema'
import { searchHotels } from '@server/hotel/hotel.functions'

export const hotelSearchQueryOptions = (criteria: HotelSearchCriteria) =>
  queryOptions({
    queryKey: ['hotel-search', criteria],
    queryFn: () => searchHotels({ data: criteria }),
    staleTime: 60_000,
  })
