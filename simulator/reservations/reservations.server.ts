// A customer's reservations, filtered and paged (My Trips).
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { ReservationList, ReservationSummary, ReservationsQuery } from '@contracts/lxp/reservations.schema'
import type { Database } from '../db/database'
import { simReservations } from '../simulator.tables'
import { venueDay } from '../clock'
import { paidTotals, type PricedReservation } from './paid-totals'
import { tripCancellationOf, type CancellableReservation } from './trip-cancellation'
import { pagePlace } from '@contracts/lxp/shared/search.schema'
import { readNow } from '../booking/booking-lines.server'

/**
 * The date a trip is past before: the earliest date anywhere (UTC−12). A trip's end date is its venue's, and the rows
 * keep no zone: on the UTC date, a table booked for 21:00 tonight in Honolulu (already tomorrow in UTC) was listed under
 * past trips. On this date a trip stays upcoming until its last day is over everywhere (issue 37).
 */
export const pastBefore = (today: string) => venueDay('Etc/GMT+12', today)

type FlownReservation = { itinerary?: { bounds?: { segments?: { from?: { timeZone?: string }; to?: { timeZone?: string } }[] }[] } }

/** The clocks a flight's dates are on: its first departure airport's and its last arrival airport's. */
function flightTimeZones(details: FlownReservation): ReservationSummary['timeZones'] {
  const segments = (details.itinerary?.bounds ?? []).flatMap((bound) => bound.segments ?? [])
  const start = segments[0]?.from?.timeZone
  const end = segments.at(-1)?.to?.timeZone
  return start && end ? { start, end } : undefined
}

export async function listReservations(db: Database, customerId: string, query: ReservationsQuery, today: string): Promise<ReservationList> {
  const conditions: SQL[] = [eq(simReservations.customerId, customerId)]
  if (query.type) conditions.push(eq(simReservations.type, query.type))
  if (query.status) conditions.push(eq(simReservations.status, query.status))
  if (query.when === 'upcoming') conditions.push(gte(simReservations.endDate, pastBefore(today)))
  if (query.when === 'past') conditions.push(lt(simReservations.endDate, pastBefore(today)))
  const where = and(...conditions)
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(simReservations).where(where)
  const rows = await db
    .select({ summary: simReservations.summary, details: simReservations.details })
    .from(simReservations)
    .where(where)
    .orderBy(query.when === 'past' ? desc(simReservations.startDate) : asc(simReservations.startDate), asc(simReservations.reservationId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  // Totals and cancellation terms from the reservation itself, as its page reads them (issue 36): a cancelled one has nothing due at the hotel.
  // Its terms as they read now, as its page reads them: a passed free cancellation says so (issue 36).
  const items = await Promise.all(
    rows.map(async (row) => {
      const summary = row.summary as ReservationSummary
      const details = await readNow(db, summary.type, row.details)
      const cancellation = tripCancellationOf(summary.type, details as CancellableReservation)
      const timeZones = summary.type === 'AIR' ? flightTimeZones(row.details as FlownReservation) : undefined
      // A cancelled trip says what its cancellation recorded, the very refund its page states (issue 36), not recomputed.
      const cancelled = summary.status === 'CANCELLED' ? (row.details as { cancellation?: ReservationSummary['cancelled'] | null }).cancellation : undefined
      // The part due at the hotel as the reservation reads now, not as the summary stored it at booking.
      const { dueAtProperty: _atBooking, ...kept } = summary
      return { ...kept, ...paidTotals(details as PricedReservation), ...(cancellation ? { cancellation } : {}), ...(cancelled ? { cancelled } : {}), ...(timeZones ? { timeZones } : {}) }
    }),
  )
  return { items, ...pagePlace(counted?.count ?? 0, query) }
}
