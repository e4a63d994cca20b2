// The loading of a reservation's pages (confirmation, view, cancel), written by each route file as its own `loader:`
// option: the router's code splitting keeps it, with the line's queries, off every page's first load (issue 40).
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { markStatus } from '~/lib/response-status'
import type { ReservationParams } from './reservation-params'

type Outcome = { ok: true } | { ok: false; status: number }

/** What a line's loading answers: the reservation's outcome as its queries give it. */
export type ReservationLoad = (queryClient: QueryClient, reservationId: string) => Promise<Outcome>
type QuoteLoad = (queryClient: QueryClient, reservationId: string) => Promise<unknown>

/** A loading that fills the query cache from a line's query options for the reservation. */
export function ensured<T extends Outcome, Key extends QueryKey>(queryOptionsOf: (reservationId: string) => EnsureQueryDataOptions<T, Error, T, Key>): ReservationLoad {
  return (queryClient, reservationId) => queryClient.ensureQueryData(queryOptionsOf(reservationId))
}

/**
 * `quote`: the cancellation quote a cancel page loads beside the reservation. Someone with neither a
 * session nor this browser's access to the booking (401, whatever the number: decision 059) is sent to
 * Find my booking with the number filled in (decision 073); a reservation they may not see is a 404.
 */
export function reservationLoader(load: ReservationLoad, { quote }: { quote?: QuoteLoad } = {}) {
  return async ({ deps: { reservationId }, context }: { deps: ReservationParams; context: { queryClient: QueryClient } }) => {
    if (!reservationId) return markStatus(404)
    const [outcome] = await Promise.all([load(context.queryClient, reservationId), quote?.(context.queryClient, reservationId)])
    if (!outcome.ok && outcome.status === 401) throw redirect({ to: '/reservations/find', search: { number: reservationId } })
    if (!outcome.ok) markStatus(outcome.status)
  }
}
