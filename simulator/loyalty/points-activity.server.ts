// A member's points activity (issue 42 item 9): every change to the balance with its booking, and the points trips
// not yet over will earn. A booking's points are earned once its trip is over everywhere (the day My Trips moves it
// to past trips); the programme adds them the first time it reads the member's account after that, as the profile
// call and this one do, so the balance every page shows and this history agree.
import { and, asc, count, desc, eq, gt, gte, inArray, lt, notExists, sql, sum } from 'drizzle-orm'
import type { PendingPoints, PointsActivity, PointsActivityQuery, PointsEntry } from '@contracts/lxp/points-activity.schema'
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { pagePlace } from '@contracts/lxp/shared/search.schema'
import type { Database, Executor } from '../db/database'
import { pastBefore } from '../reservations/reservations.server'
import { simCustomers, simReservations } from '../simulator.tables'
import { simPointsEntries } from './loyalty.tables'
import { adjustPoints, pointsAccount } from './points-account.server'

/** At most this many trips' points still to come are listed (a member's upcoming trips are far fewer). */
const pendingLimit = 50

const earnedPoints = sql<number>`coalesce((${simReservations.details}->>'earnedPoints')::int, 0)`

/** The customer's confirmed reservations whose points are earned (`over`: the trip is over) and not yet added. */
function unpostedEarnings(db: Executor, customerId: string, today: string, over: boolean) {
  const ended = pastBefore(today)
  return db
    .select({ reservationId: simReservations.reservationId, points: earnedPoints, summary: simReservations.summary })
    .from(simReservations)
    .where(
      and(
        eq(simReservations.customerId, customerId),
        eq(simReservations.status, 'CONFIRMED'),
        over ? lt(simReservations.endDate, ended) : gte(simReservations.endDate, ended),
        gt(earnedPoints, 0),
        notExists(db.select({ one: sql`1` }).from(simPointsEntries).where(and(eq(simPointsEntries.reservationId, simReservations.reservationId), eq(simPointsEntries.kind, 'EARNED')))),
      ),
    )
    .orderBy(asc(simReservations.endDate), asc(simReservations.reservationId))
}

/** Adds the points of the customer's trips that are over; each trip's once, however many calls ask at the same time. */
export async function postEarnedPoints(db: Database, customerId: string, today: string) {
  if ((await unpostedEarnings(db, customerId, today, true)).length === 0) return
  await db.transaction(async (tx) => {
    // The customer's row locked first, so a second call waits and then finds the points already added.
    await tx.select({ customerId: simCustomers.customerId }).from(simCustomers).where(eq(simCustomers.customerId, customerId)).for('update')
    for (const trip of await unpostedEarnings(tx, customerId, today, true)) await adjustPoints(tx, customerId, trip.points, { kind: 'EARNED', reservationId: trip.reservationId })
  })
}

function bookingOf(summary: ReservationSummary) {
  const { reservationId, orderId, type, status, title, startDate, endDate } = summary
  return { reservationId, orderId, type, status, title, startDate, endDate }
}

export async function listPointsActivity(db: Database, customerId: string, query: PointsActivityQuery, today: string): Promise<PointsActivity> {
  await postEarnedPoints(db, customerId, today)
  const mine = eq(simPointsEntries.customerId, customerId)
  const [account, [totals], rows, pending] = await Promise.all([
    pointsAccount(db, customerId),
    db.select({ entries: count(), points: sum(simPointsEntries.points).mapWith(Number) }).from(simPointsEntries).where(mine),
    db
      .select()
      .from(simPointsEntries)
      .where(mine)
      .orderBy(desc(simPointsEntries.sequence))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    unpostedEarnings(db, customerId, today, false).limit(pendingLimit),
  ])
  const reservationIds = [...new Set(rows.flatMap((row) => (row.reservationId ? [row.reservationId] : [])))]
  const booked = reservationIds.length === 0 ? [] : await db.select({ summary: simReservations.summary }).from(simReservations).where(inArray(simReservations.reservationId, reservationIds))
  const bookings = new Map(booked.map(({ summary }) => [(summary as ReservationSummary).reservationId, bookingOf(summary as ReservationSummary)]))
  const balance = account?.balance ?? 0
  const items = rows.map((row): PointsEntry => {
    const booking = row.reservationId ? bookings.get(row.reservationId) : undefined
    return { entryId: row.entryId, kind: row.kind as PointsEntry['kind'], points: row.points, balance: row.balance, at: row.at.toISOString(), ...(booking ? { booking } : {}) }
  })
  return {
    balance,
    openingBalance: balance - (totals?.points ?? 0),
    pending: pending.map((trip): PendingPoints => {
      const booking = bookingOf(trip.summary as ReservationSummary)
      return { points: trip.points, postsAfter: booking.endDate, booking }
    }),
    items,
    ...pagePlace(totals?.entries ?? 0, query),
  }
}
