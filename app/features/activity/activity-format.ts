// Words, paths and formatting shared by the tours and transport pages: each kind's nouns and pages,
// prices, dates and start times.
import { formatPriceFull, formatPriceShort } from '~/lib/format/money'
import { formatClock, formatStayDate } from '~/lib/format/stay-date'
// The terms' own texts, not the search pages': a checkout loads these and not the activity catalogue.
import { partyText, passengerText } from '~/i18n/party-text'
import { activityTermsText } from '~/i18n/plain/activity-terms'
import type { ActivityKind } from './activity-params'

type KindWords = { noun: string; plural: string; title: string; search: string; line: 'tours' | 'transport' }

/** A kind's words from the messages, read when used (getters: a text read when the module loads would keep the first visitor's locale). */
const kindWordsOf = (kind: ActivityKind, line: KindWords['line']): KindWords => ({
  line,
  get noun() {
    return activityTermsText(`kind.${kind}.noun`)
  },
  get plural() {
    return activityTermsText(`kind.${kind}.plural`)
  },
  get title() {
    return activityTermsText(`kind.${kind}.title`)
  },
  get search() {
    return activityTermsText(`kind.${kind}.search`)
  },
})

export const kindWords: Record<ActivityKind, KindWords> = { tour: kindWordsOf('tour', 'tours'), transport: kindWordsOf('transport', 'transport') }

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
export const partyOf = (kind: ActivityKind, count: number) => (kind === 'tour' ? activityTermsText.plural('party.traveler', count) : passengerText(count))

/**
 * Who goes, in the visitor's language: a tour's adults and children ("2 adults, 1 child", with `withAges`
 * "2 adults, 1 child (age 4)"), a transfer's passengers ("3 passengers", one count: docs/decisions/098).
 * `travelers` counts everyone, the children included, as the platform does.
 */
export function partySummary(kind: ActivityKind, travelers: number, childAges: readonly number[] = [], { withAges = false } = {}) {
  if (kind === 'transport') return partyOf(kind, travelers)
  return partyText({ adults: travelers - childAges.length, childAges }, { withAges })
}

/**
 * What a tour priced per person charges a child under 1, said beside the price (issue 36: an infant was priced as a
 * child without a word): the platform seats every child and charges each the child price, whatever the age
 * (docs/decisions/098). Nothing to say where no child is under 1, or the price is per group (`childUnits` 0).
 */
export function underOnePriceNote(childAges: readonly number[], childUnits: number) {
  const underOne = childAges.filter((age) => age === 0).length
  return underOne > 0 && childUnits > 0 ? activityTermsText.plural('price.under-one', underOne) : undefined
}

/** The party's field or fact name: Travelers (tours) or Passengers (transfers). */
export const partyLabel = (kind: ActivityKind) => activityTermsText(kind === 'tour' ? 'party.travelers' : 'party.passengers')

/** When a tour starts or a transfer picks up. */
export const startLabel = (kind: ActivityKind) => activityTermsText(kind === 'tour' ? 'start.tour' : 'start.transfer')

