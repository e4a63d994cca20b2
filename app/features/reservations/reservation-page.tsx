// The frame of every page about one reservation (§R2 confirmation, reservation view and
// cancellation review): the ?reservationId=… of the address, the line's query for it, and the line's
// "can't show" page when there is no number or the reservation does not load for this visitor.
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Outcome } from '@server/bff/outcome'
import type { ReservationParams } from './reservation-params'

/** A line's query options for one reservation (or its cancellation quote), answering an Outcome. */
export type ReservationQuery<T, Key extends QueryKey = QueryKey> = (reservationId: string) => UseSuspenseQueryOptions<Outcome<T>, Error, Outcome<T>, Key>

/** The number the address asks for; undefined when it is missing or not a reservation number. */
export function useReservationId() {
  return (useSearch({ strict: false }) as ReservationParams).reservationId
}

/** `children` renders the reservation once it is loaded; `missing` is shown otherwise. */
export function ReservationPage<T, Key extends QueryKey>({ query, missing, children }: { query: ReservationQuery<T, Key>; missing: ReactNode; children: (reservation: T, reservationId: string) => ReactNode }) {
  const reservationId = useReservationId()
  if (!reservationId) return missing
  return <LoadedReservation reservationId={reservationId} query={query} missing={missing} render={children} />
}

function LoadedReservation<T, Key extends QueryKey>({ reservationId, query, missing, render }: { reservationId: string; query: ReservationQuery<T, Key>; missing: ReactNode; render: (reservation: T, reservationId: string) => ReactNode }) {
  const { data: outcome } = useSuspenseQuery(query(reservationId))
  return outcome.ok ? render(outcome.value, reservationId) : missing
}
