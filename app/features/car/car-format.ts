// Formatting shared by the car pages: prices, dates and times of a rental.
import { formatPriceFull } from '~/lib/format/money'
import { formatDayAndClock } from '~/lib/format/stay-date'

export const carPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })

/**
 * The price of a day on a car's card, from its total alone (issue 36: "$63 a day" for 2 days beside "$125.33"): the
 * total over the days to the cent, `exact` when the days multiply back to the total, else an average said as one.
 */
export function carDayPrice(total: number, days: number): { amount: number; exact: boolean } {
  const whole = Math.max(1, days)
  return { amount: Math.round(total / whole), exact: total % whole === 0 }
}

/** The day and time of a pick-up or drop-off, in the visitor's locale. */
export const formatRentalMoment = (date: string, time: string) => formatDayAndClock(date, time)

