// What a reservation's list entry (My Trips) says it costs and took in points, read from the
// reservation itself: its price and payment after every change, exchange and refund (issue 36 item 5),
// and the part of a stay paid at the hotel, so a pay-later booking never reads as paid.
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { money } from '../money'

export type PricedReservation = { price: { total: number; currency: string; dueAtProperty?: number }; payment: { pointsUsed: number; pointsValue?: number } }

export function paidTotals(details: PricedReservation): Pick<ReservationSummary, 'total' | 'pointsUsed' | 'pointsValue' | 'dueAtProperty'> {
  const { total, currency, dueAtProperty } = details.price
  return { total: money(total, currency), pointsUsed: details.payment.pointsUsed, pointsValue: details.payment.pointsValue, ...(dueAtProperty ? { dueAtProperty } : {}) }
}
