// An airline schedule change, as the sandbox makes one on request (docs/decisions/135): every flight
// of a confirmed flight reservation leaves and arrives `minutes` later (or earlier), and the stored
// reservation says so from then on. A real platform tells its clients of such changes itself.
import { and, eq } from 'drizzle-orm'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import { now } from '../clock'
import type { Database } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'

/** A local date-time `yyyy-MM-ddTHH:mm:ss` moved by minutes, still local (the offsets of the day stay). */
export function movedLocalTime(local: string, minutes: number) {
  const moved = new Date(new Date(`${local}Z`).getTime() + minutes * 60_000)
  return moved.toISOString().slice(0, 19)
}

export async function changeFlightSchedule(db: Database, reservationId: string, minutes: number): Promise<AirReservation> {
  const [row] = await db
    .select({ details: simReservations.details, status: simReservations.status })
    .from(simReservations)
    .where(and(eq(simReservations.reservationId, reservationId), eq(simReservations.type, 'AIR')))
  if (!row) throw new SimulatorError('NOT_FOUND', 'There is no flight reservation with that number.', { field: 'reservationId' })
  const reservation = row.details as AirReservation
  if (reservation.status !== 'CONFIRMED') throw new SimulatorError('ALREADY_CANCELLED', 'This reservation was cancelled.', { field: 'reservationId' })
  const bounds = reservation.itinerary.bounds.map((bound) => ({
    ...bound,
    segments: bound.segments.map((segment) => ({ ...segment, departure: movedLocalTime(segment.departure, minutes), arrival: movedLocalTime(segment.arrival, minutes) })),
  }))
  const segments = bounds.flatMap((bound) => bound.segments)
  const before = reservation.itinerary.bounds.flatMap((bound) => bound.segments)
  // The change is kept on the reservation, so whoever reads it sees the flights moved and from when (issue 41).
  const flights = segments.map((segment, index) => ({
    segmentId: before[index]!.id,
    flightNumber: segment.flightNumber,
    previousDeparture: before[index]!.departure,
    previousArrival: before[index]!.arrival,
    departure: segment.departure,
    arrival: segment.arrival,
  }))
  const scheduleChanges = [...(reservation.scheduleChanges ?? []), { changedAt: new Date(now()).toISOString(), minutes, flights }]
  const changed: AirReservation = { ...reservation, itinerary: { ...reservation.itinerary, bounds }, scheduleChanges }
  await db
    .update(simReservations)
    .set({ details: changed, startDate: segments[0]!.departure.slice(0, 10), endDate: segments.at(-1)!.arrival.slice(0, 10) })
    .where(eq(simReservations.reservationId, reservationId))
  return changed
}
