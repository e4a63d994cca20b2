import { queryOptions } from '@tanstack/react-query'
import type { ReservationsQuery } from '@contracts/lxp/reservations.schema'
import { getMyTrips } from '@server/trips/trips.functions'

export const myTripsQueryOptions = (query: Pick<ReservationsQuery, 'when' | 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: ['my-trips', query],
    queryFn: () => getMyTrips({ data: query }),
  })
