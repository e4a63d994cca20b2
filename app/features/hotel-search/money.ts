import type { HotelSummary } from '@contracts/lxp/hotel.schema'

/** Whole units, no decimals (SPEC.md §9 short price form). */
export function formatMoney(money: HotelSummary['nightlyPrice']) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(money.amount / 100)
}
