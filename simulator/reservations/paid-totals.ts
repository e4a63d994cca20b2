// What a reservation's list entry (My Trips) says it costs and took in points, read from the
// reservation itself: its price and payment after every change, exchange and refund (issue 36 item 5),
// and the part of a stay paid at the hotel, so a pay-later booking never reads as paid. The total is the
// booking's with its trip protection premium (totalWithProtection): what the points and the card paid between them.
import { totalWithProtection } from '@contracts/domain/points'
import type { ReservationSummary } from '@contracts/lxp/reservations.schema'
import { money } from '../money'

export type PricedReservation = {
  price: { total: number; currency: string; dueAtProperty?: number }
  payment: { pointsUsed: number; pointsValue?: number }
  /** Absent on reservations kept before trip protection was recorded. */
  tripProtection?: { selected: boolean; premium: { amount: number } }
}

export function paidTotals(details: PricedReservation): Pick<ReservationSummary, 'total' | 'pointsUsed' | 'pointsValue' | 'dueAtProperty'> {
  const { total, currency, dueAtProperty } = details.price
  const premium = details.tripProtection?.selected ? details.tripProtection.premium.amount : 0
  return { total: money(totalWithProtection(total, premium), currency), pointsUsed: details.payment.pointsUsed, pointsValue: details.payment.pointsValue, ...(dueAtProperty ? { dueAtProperty } : {}) }
}
