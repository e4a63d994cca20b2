// Words, paths and formatting shared by the tours and transport pages: each kind's nouns and pages,
// prices, dates and start times.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
import type { ActivityKind } from './activity-params'

export const kindWords: Record<ActivityKind, { noun: string; plural: string; title: string; search: string; line: 'tours' | 'transport'; heading: string; description: string }> = {
  tour: { noun: 'tour', plural: 'tours and activities', title: 'Tours', search: 'Search tours', line: 'tours', heading: 'Find tours and activities', description: 'Things to do, with free cancellation where offered.' },
  transport: { noun: 'transfer', plural: 'transfers', title: 'Transport', search: 'Search transfers', line: 'transport', heading: 'Book a transfer', description: 'Rides between the airport and your hotel or the city, with a driver waiting for you.' },
}

/** Each kind's pages, as router paths. */
export const kindPaths = {
  tour: { landing: '/tours', results: '/tours/search-results', offer: '/tours/offer', checkout: '/tours/checkout', confirmation: '/tours/confirmation' },
  transport: { landing: '/transport', results: '/transport/search-results', offer: '/transport/offer', checkout: '/transport/checkout', confirmation: '/transport/confirmation' },
} as const

export const activityPrice = (amount: number, currency: string) => formatPriceFull(amount, { currency })
export const activityPriceShort = (amount: number, currency: string) => formatPriceShort(amount, { currency })

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export function formatDate(date: string) {
  return dateFormat.format(new Date(`${date}T00:00:00Z`))
}

/** 14:30 as 2:30 PM (SPEC.md §9 h:mm a). */
export function formatTime(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

export function formatStart(date: string, time: string) {
  return `${formatDate(date)}, ${formatTime(time)}`
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The public address of an image the platform names by path. */
export function imageUrl(src: string) {
  return src.startsWith('/') ? `${import.meta.env.BASE_URL}${src.slice(1)}` : src
}
