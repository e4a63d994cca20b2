// Formatting shared by the car pages: prices, dates and times of a rental.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
import { formatDayAndClock } from '~/lib/format/stay-date'

export const carPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })
export const carPriceShort = (amount: number, currency: string) => formatPriceShort(amount, { currency })

/** The day and time of a pick-up or drop-off, in the visitor's locale. */
export const formatRentalMoment = (date: string, time: string) => formatDayAndClock(date, time)

