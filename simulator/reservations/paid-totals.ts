// What a reservation's list entry (My Trips) says it costs and took in points, read from the
// reservation itself: its price and payment after every change, exchange and refund (issue 36 item 5).
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { money } from '../money'

export type PricedReservation = { price: { total: number; currency: string }; payment: { pointsUsed: number; pointsValue?: number } }

export function paidTotals(details: PricedReservation): Pick<ReservationSummary, 'total' | 'pointsUsed' | 'pointsValue'> {
  return { total: money(details.price.total, details.price.currency), pointsUsed: details.payment.pointsUsed, pointsValue: details.payment.pointsValue }
}
