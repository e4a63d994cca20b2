// Finite inventory: each room type sells `inventory` rooms a night, less what bookings have taken
// (sim_room_nights). Only bookings write here; searches and offers only read.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/database'
import type { RoomType } from './hotel-catalogue'
import { SimulatorError } from '../simulator-error'
import { simRoomNights } from './hotel.tables'


/** Rooms taken per room type and night, keyed `roomTypeId|night`; absent means none. */
export type BookedRoomNights = Map<string, number>

export async function bookedRoomNights(db: Executor, roomTypeIds: readonly string[], nights: readonly string[]): Promise<BookedRoomNights> {
  const booked: BookedRoomNights = new Map()
  if (roomTypeIds.length === 0 || nights.length === 0) return booked
  // Few room types are booked on any one night, so reading the nights (indexed) and keeping the
  // wanted room types is far cheaper than a lookup of a few hundred room type ids.
  const wanted = new Set(roomTypeIds)
  const where = roomTypeIds.length === 1 ? and(eq(simRoomNights.roomTypeId, roomTypeIds[0] ?? ''), inArray(simRoomNights.night, [...nights])) : inArray(simRoomNights.night, [...nights])
  const rows = await db.select().from(simRoomNights).where(where)
  for (const row of rows) if (wanted.has(row.roomTypeId) && row.booked > 0) booked.set(`${row.roomTypeId}|${row.night}`, row.booked)
  return booked
}

/** Rooms of one type taken on each of the dates (0 where none). */
export async function bookedCount(db: Executor, roomTypeId: string, dates: readonly string[]): Promise<Map<string, number>> {
  const booked = await bookedRoomNights(db, [roomTypeId], dates)
  return new Map(dates.map((date) => [date, booked.get(`${roomTypeId}|${date}`) ?? 0]))
}

/** Rooms of a type still free on every night of the stay. */
export function roomsLeft(room: Pick<RoomType, 'id' | 'inventory'>, nights: readonly string[], booked: BookedRoomNights) {
  let left = room.inventory
  for (const night of nights) left = Math.min(left, room.inventory - (booked.get(`${room.id}|${night}`) ?? 0))
  return Math.max(0, left)
}

/**
 * Takes `rooms` rooms of a type on every night, or none at all: SOLD_OUT when any night lacks them.
 * One conditional upsert per call, inside a (nested) transaction, so concurrent bookings of the last
 * room cannot both succeed on PostgreSQL or PGlite.
 */
export async function reserveRoomNights(db: Executor, request: { room: Pick<RoomType, 'id' | 'inventory'>; nights: readonly string[]; rooms: number }) {
  const { room, nights, rooms } = request
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError(`rooms must be a positive integer, got ${rooms}`)
  const soldOut = () => new SimulatorError('SOLD_OUT', 'This room is no longer available for your dates.', { field: 'roomTypeId' })
  if (rooms > room.inventory) throw soldOut()
  await db.transaction(async (tx) => {
    const taken = await tx
      .insert(simRoomNights)
      .values(nights.map((night) => ({ roomTypeId: room.id, night, booked: rooms })))
      .onConflictDoUpdate({
        target: [simRoomNights.roomTypeId, simRoomNights.night],
        set: { booked: sql`${simRoomNights.booked} + excluded.booked` },
        setWhere: sql`${simRoomNights.booked} + excluded.booked <= ${room.inventory}`,
      })
      .returning({ night: simRoomNights.night })
    if (taken.length !== nights.length) throw soldOut()
  })
}

/** Gives rooms back (a cancellation), never below zero. */
export async function releaseRoomNights(db: Executor, request: { roomTypeId: string; nights: readonly string[]; rooms: number }) {
  if (request.nights.length === 0) return
  await db
    .update(simRoomNights)
    .set({ booked: sql`greatest(${simRoomNights.booked} - ${request.rooms}, 0)` })
    .where(and(inArray(simRoomNights.roomTypeId, [request.roomTypeId]), inArray(simRoomNights.night, [...request.nights])))
}
