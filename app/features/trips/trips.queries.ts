import { queryOptions } from '@tanstack/react-query'
import type { ReservationsQuery } from '@contracts/lxp/reservations.schema'
import { getMyTrips } from '@server/trips/trips.functions'

/** The tabs of My Trips: upcoming and past confirmed trips, and cancelled ones. */
export const tripTabs = ['upcoming', 'past', 'cancelled'] as const
export type TripTab = (typeof tripTabs)[number]
export const tripsPageSize = 10

export function tripsQueryOf(tab: TripTab, page: number): Pick<ReservationsQuery, 'when' | 'status' | 'page' | 'pageSize'> {
  if (tab === 'cancelled') return { status: 'CANCELLED', page, pageSize: tripsPageSize }
  return { when: tab, status: 'CONFIRMED', page, pageSize: tripsPageSize }
}

export const myTripsQueryOptions = (query: Pick<ReservationsQuery, 'when' | 'status' | 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: ['my-trips', query],
    queryFn: () => getMyTrips({ data: query }),
  })
