// Formatting shared by the dining pages: prices, the seating's date and time, party sizes.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
import { formatClock as formatVisitorClock, formatStayDate } from '~/lib/format/stay-date'
import { diningText } from '~/i18n/plain/dining'
import type { DiningOption, DiningPrice } from '@contracts/lxp/dining.schema'

export const diningPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })
export const diningPriceShort = (amount: number, currency: string) => formatPriceShort(amount, { currency })

/** 19:30 in the visitor's clock: 7:30 PM (en-US), 19:30 (en-GB). */
export const formatClock = (time: string) => formatVisitorClock(time)

export const formatDiningDate = (date: string) => formatStayDate(date)
export const formatSeating = (date: string, time: string) => `${formatDiningDate(date)}, ${formatClock(time)}`
/** "2 guests", in the visitor's language. */
export const formatParty = (guests: number) => diningText.plural('party', guests)


/** What is paid now and what at the restaurant for an option at its price: the one sentence the offer
 * page and checkout both show (issue 36 item 6), so a prepaid set menu is never called free. */
export function diningPaymentTerms(option: Pick<DiningOption, 'kind'>, price: Pick<DiningPrice, 'dueNow'>) {
  if (option.kind === 'EXPERIENCE') return diningText('payment.set-menu-prepaid')
  return price.dueNow > 0 ? diningText('payment.deposit-now') : diningText('payment.free-table')
}
