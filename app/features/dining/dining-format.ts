// Formatting shared by the dining pages: prices, the seating's date and time, party sizes.
import { centsPerPoint } from '@contracts/domain/points'
import { formatCentsPerPoint, formatPriceFull, formatPriceShort } from '~/lib/format/money'
import { formatClock as formatVisitorClock, formatStayDate } from '~/lib/format/stay-date'
import { diningText } from '~/i18n/plain/dining'
import { guestText } from '~/i18n/party-text'
import type { DiningOption, DiningPrice, RestaurantSummary } from '@contracts/lxp/dining.schema'

export const diningPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })
export const diningPriceShort = (amount: number, currency: string) => formatPriceShort(amount, { currency })

/** 19:30 in the visitor's clock: 7:30 PM (en-US), 19:30 (en-GB). */
export const formatClock = (time: string) => formatVisitorClock(time)

export const formatDiningDate = (date: string) => formatStayDate(date)
export const formatSeating = (date: string, time: string) => `${formatDiningDate(date)}, ${formatClock(time)}`
/** "2 guests", in the visitor's language: the party's words (decision 155), as the calendar file writes them. */
export const formatParty = (guests: number) => guestText(guests)


/** What is paid now and what at the restaurant for an option at its price: the one sentence the offer
 * page and checkout both show (issue 36 item 6), so a prepaid set menu is never called free. */
export function diningPaymentTerms(option: Pick<DiningOption, 'kind'>, price: Pick<DiningPrice, 'dueNow'>) {
  if (option.kind === 'EXPERIENCE') return diningText('payment.set-menu-prepaid')
  return price.dueNow > 0 ? diningText('payment.deposit-now') : diningText('payment.free-table')
}

/**
 * What a Rewards partner's booking earns and what points pay, with the one value of a point (`centsPerPoint`): the
 * restaurant page's line, in the words of the results banner and checkout; null for other restaurants, which take
 * no points (issue 36, fourth pass item 7: "pay with points, and card members earn 3X" said neither on what nor at what value).
 */
export function partnerPointsText(restaurant: Pick<RestaurantSummary, 'pointsEligible' | 'earn'>) {
  if (!restaurant.pointsEligible) return null
  const cents = formatCentsPerPoint(centsPerPoint)
  const earn = restaurant.earn.perCurrencyUnit
  return earn > 0 ? diningText('offer.rewards-partner-earn-and-pay', { earn, cents }) : diningText('offer.rewards-partner-pay-only', { cents })
}
