import type { HotelSummary } from '@contracts/lxp/hotel.schema'
// The module itself, not the format index: the index also loads the Temporal polyfill.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
// The rate terms' own texts, not the search pages': a checkout loads these and not the hotel catalogue.
import { hotelRatesText } from '~/i18n/plain/hotel-rates'

/** A hotel price in the short form of §R9 (whole units, no decimals). */
export function formatMoney(money: HotelSummary['nightlyPrice']) {
  return formatPriceShort(money.amount, { currency: money.currency })
}

/**
 * When a rate is paid, with the amounts to the cent: what the card is charged at booking and what is due at the
 * hotel (property fees, or everything on a pay-later rate). One wording for the results card, the rate on the
 * hotel page, checkout and the confirmation (issue 36, fourth pass item 2: "Pay now · $486" hid a $34 fee due
 * at the hotel, and the card was charged $452.10).
 */
export function payNowText({ dueNow, dueAtProperty, currency }: { dueNow: number; dueAtProperty: number; currency: string }) {
  const full = (amount: number) => formatPriceFull(amount, { currency })
  if (dueNow === 0) return hotelRatesText('pay-at-hotel', { atHotel: full(dueAtProperty) })
  if (dueAtProperty === 0) return hotelRatesText('pay-now', { now: full(dueNow) })
  return hotelRatesText('pay-now-and-at-hotel', { now: full(dueNow), atHotel: full(dueAtProperty) })
}
