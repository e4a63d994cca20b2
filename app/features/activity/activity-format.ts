// Words, paths and formatting shared by the tours and transport pages: each kind's nouns and pages,
// prices, dates and start times.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
import { formatClock, formatStayDate } from '~/lib/format/stay-date'
import { activityText } from '~/i18n/plain/activity'
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

export const formatDate = (date: string) => formatStayDate(date)

/** 14:30 in the visitor's clock: 2:30 PM (en-US), 14:30 (en-GB). */
export const formatTime = (time: string) => formatClock(time)

export function formatStart(date: string, time: string) {
  return `${formatDate(date)}, ${formatTime(time)}`
}

/** "2 travelers" (tours) or "2 passengers" (transfers), in the visitor's language. */
export const partyOf = (kind: ActivityKind, count: number) => activityText.plural(kind === 'tour' ? 'party.traveler' : 'party.passenger', count)

/** The party's field or fact name: Travelers (tours) or Passengers (transfers). */
export const partyLabel = (kind: ActivityKind) => activityText(kind === 'tour' ? 'party.travelers' : 'party.passengers')

/** When a tour starts or a transfer picks up. */
export const startLabel = (kind: ActivityKind) => activityText(kind === 'tour' ? 'start.tour' : 'start.transfer')

