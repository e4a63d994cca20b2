import { queryOptions } from '@tanstack/react-query'
import type { ReservationsQuery } from '@contracts/lxp/reservations.schema'
import { customerReservations } from '@server/bff/functions/customer.functions'
import type { TripTab } from './trip-tabs'

export const tripsPageSize = 10

export function tripsQueryOf(tab: TripTab, page: number): Pick<ReservationsQuery, 'when' | 'status' | 'page' | 'pageSize'> {
  if (tab === 'cancelled') return { status: 'CANCELLED', page, pageSize: tripsPageSize }
  return { when: tab, status: 'CONFIRMED', page, pageSize: tripsPageSize }
}

export const myTripsQueryOptions = (query: Pick<ReservationsQuery, 'when' | 'status' | 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: ['my-trips', query],
    queryFn: async () => {
      const outcome = await customerReservations({ data: { query } })
      // The page is for members only (its route asks for a session); a refusal here is an error to show.
      if (!outcome.ok) throw new Error(outcome.errors[0]?.message ?? 'Your trips could not be read.')
      return outcome.value
    },
  })
