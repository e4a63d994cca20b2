// Formatting shared by the dining pages: prices, the seating's date and time, party sizes.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'

export const diningPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })
export const diningPriceShort = (amount: number, currency: string) => formatPriceShort(amount, { currency })

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** 19:30 as 7:30 PM (SPEC.md §9 h:mm a). */
export function formatClock(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

export const formatDiningDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))
export const formatSeating = (date: string, time: string) => `${formatDiningDate(date)}, ${formatClock(time)}`
export const formatParty = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`

/** The public address of an image the platform names by path. */
export function imageUrl(src: string) {
  return src.startsWith('/') ? `${import.meta.env.BASE_URL}${src.slice(1)}` : src
}
