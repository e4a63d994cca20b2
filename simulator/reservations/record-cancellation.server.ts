// The end of every line's cancellation, once the line has given back its inventory (rooms, car days,
// seats, covers, departures): the points go back to a member, the stored reservation and its My Trips
// summary say cancelled, and the cancelled reservation is the answer.
import { eq } from 'drizzle-orm'
import type { CancellationQuote, ReservationSummary } from '@contracts/lxp/reservations.schema'
import type { Executor } from '../db/database'
import { newId } from '../ids'
import { creditPoints } from '../loyalty/points-account.server'
import { simReservations } from '../simulator.tables'

type StoredReservation = { reservationId: string; customerId: string; summary: unknown }
type Cancellation = { cancellationNumber?: string; cancelledAt: string; penalty: CancellationQuote['penalty']; refund: CancellationQuote['refund']; pointsRefunded: number; protectionReimbursement: CancellationQuote['protectionReimbursement'] }

export async function recordCancellation<Reservation extends { status: string; earnedPoints: number; cancellation: Cancellation | null }>(
  tx: Executor,
  row: StoredReservation,
  reservation: Reservation,
  quote: CancellationQuote,
  cancelledAt: Date,
) {
  await creditPoints(tx, row, quote.pointsRefund)
  const cancelled = {
    ...reservation,
    status: 'CANCELLED',
    earnedPoints: 0,
    cancellation: { cancellationNumber: newId('CX'), cancelledAt: cancelledAt.toISOString(), penalty: quote.penalty, refund: quote.refund, pointsRefunded: quote.pointsRefund, protectionReimbursement: quote.protectionReimbursement },
  } as Reservation
  const summary: ReservationSummary = { ...(row.summary as ReservationSummary), status: 'CANCELLED' }
  await tx.update(simReservations).set({ status: 'CANCELLED', details: cancelled, summary }).where(eq(simReservations.reservationId, row.reservationId))
  return { status: 200 as const, body: cancelled }
}
