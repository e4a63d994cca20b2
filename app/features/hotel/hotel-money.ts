import type { HotelSummary } from '@contracts/lxp/hotel.schema'
// The module itself, not the format index: the index also loads the Temporal polyfill.
import { formatPriceShort } from '~/lib/format/money'

/** A hotel price in the short form of §R9 (whole units, no decimals). */
export function formatMoney(money: HotelSummary['nightlyPrice']) {
  return formatPriceShort(money.amount, { currency: money.currency })
}
