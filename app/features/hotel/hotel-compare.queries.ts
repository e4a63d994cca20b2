import { queryOptions } from '@tanstack/react-query'
import type { HotelCompareRequest } from '@contracts/lxp/hotel.schema'
import { hotelCompare } from '@server/bff/functions/hotel.functions'
import { hotelIdsOf, type CompareParams } from './hotel-compare-params'

/** What the platform is asked, or undefined when fewer than two hotels or no dates are given (here, not with the address's reading in every page's first load; issue 40). */
export function compareRequestOf(params: CompareParams) {
  const hotelIds = hotelIdsOf(params.hotelIds)
  const { checkIn, checkOut, rooms, adults, children } = params
  if (hotelIds.length < 2 || !checkIn || !checkOut || checkOut <= checkIn) return undefined
  return { hotelIds, checkIn, checkOut, rooms, adults, childAges: children ?? [] }
}

export const hotelCompareQueryOptions = (request: HotelCompareRequest) =>
  queryOptions({
    queryKey: ['hotel-compare', request],
    queryFn: () => hotelCompare({ data: { body: request } }),
    staleTime: 60_000,
  })
