// Formatting shared by the car pages: prices, dates and times of a rental.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'

export const carPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })
export const carPriceShort = (amount: number, currency: string) => formatPriceShort(amount, { currency })

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export function formatRentalMoment(date: string, time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  return `${dateFormat.format(new Date(`${date}T00:00:00Z`))}, ${clock}`
}

/** The public address of an image the platform names by path. */
export function imageUrl(src: string) {
  return src.startsWith('/') ? `${import.meta.env.BASE_URL}${src.slice(1)}` : src
}
