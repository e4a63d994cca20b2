// Which reservation a number names (POST /reservations/find, contracts/lxp/find-reservation.contract.ts):
// a reservation number or the confirmation (order) number, reached by the one ownership rule of
// reservation-access.server.ts. A number that does not exist and one the caller may not reach answer
// the same NOT_FOUND, after the same single query.
import { eq, or } from 'drizzle-orm'
import { reservationNotFoundMessage, type FoundReservation } from '@contracts/lxp/find-reservation.contract'
import type { Executor } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { simReservations } from '../simulator.tables'
import { mayReach, type ReservationAccess } from './reservation-access.server'

export async function findReservationByNumber(db: Executor, number: string, access: ReservationAccess): Promise<FoundReservation> {
  const [row] = await db
    .select({ reservationId: simReservations.reservationId, orderId: simReservations.orderId, type: simReservations.type, customerId: simReservations.customerId, email: simReservations.email })
    .from(simReservations)
    .where(or(eq(simReservations.reservationId, number), eq(simReservations.orderId, number)))
    .limit(1)
  if (!row || !mayReach(row, access)) throw new SimulatorError('NOT_FOUND', reservationNotFoundMessage, { field: 'number' })
  return { type: row.type.toLowerCase() as FoundReservation['type'], reservationId: row.reservationId, orderId: row.orderId }
}
