// The tours and transport pages' addresses: the search with its filters, sort and page (results), the
// activity on a date for a party (offer), the chosen option and time (checkout). Read without zod
// (first-load JavaScript); the server checks the same values against the contract. Unusable values
// fall back to their defaults or are left out. A tours search keeps its party as `adults` and
// `childAges` (one comma-separated text, "4,9"); the offer and checkout as the platform counts it,
// `travelers` (everyone) and `childAges` (docs/decisions/098).
import { activityLimits } from '@contracts/lxp/activity-limits'
import { oneOf, optionalAges, optionalFlag, optionalInteger, optionalIsoDate, optionalList, optionalText } from '~/lib/search-params'
import { agesParam, agesWithUnchosen, countParam, dateParam, textParam, timeParam, unreadDates, type LineSearchParam } from '~/features/lines/line-search-params'

export type ActivityKind = 'tour' | 'transport'

export const tourCategoryValues = ['SIGHTSEEING', 'FOOD_AND_DRINK', 'MUSEUMS_AND_CULTURE', 'DAY_TRIPS', 'OUTDOORS', 'WATER', 'NIGHTLIFE', 'CLASSES'] as const
export const transportCategoryValues = ['SHARED', 'PRIVATE', 'LUXURY'] as const
export const durationValues = ['UP_TO_3_HOURS', 'HALF_DAY', 'FULL_DAY'] as const
export const activitySortValues = ['recommended', 'price-asc', 'price-desc', 'rating', 'duration'] as const
export type Category = (typeof tourCategoryValues)[number] | (typeof transportCategoryValues)[number]

const time = (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined)
const id = (value: unknown, max: number) => {
  const text = optionalText(value, max)
  return text && /^[a-z0-9-]+$/.test(text) ? text : undefined
}
const place = (value: unknown) => optionalText(typeof value === 'string' ? value.trim() : value, 100)
const list = <T extends string>(value: unknown, allowed: readonly T[]) => optionalList(typeof value === 'string' ? value.split(',') : value, (entry) => oneOf(entry, allowed), allowed.length)
// §R9.13 count options 1 to 20: the platform's most travelers in one booking, children included.
const maxParty = activityLimits.maxTravelers
const travelers = (value: unknown, fallback: number) => optionalInteger(value, 1, maxParty) ?? fallback
/**
 * Children's ages as comma text, or undefined for none or unusable ages. The search form read without script sends
 * one age field a child up to the most, "No child" (blank) until chosen: `childAges=4&childAges=9&childAges=`.
 */
const childAges = (value: unknown) => optionalAges(Array.isArray(value) ? value.filter((age) => age !== '') : value) || undefined

/** How many children a comma-separated text of ages names. */
export const childCount = (ages: string | undefined) => (ages ? ages.split(',').length : 0)

/**
 * The adults of a tours address: `adults`, else an older address's `travelers` less the children, else 2;
 * never so many that the party passes 20.
 */
function adultsOf(raw: Record<string, unknown>, children: number) {
  const given = optionalInteger(raw.adults, 1, maxParty) ?? (optionalInteger(raw.travelers, 1, maxParty) !== undefined ? Math.max(1, Number(raw.travelers) - children) : activityResultsDefaults.tour.adults)
  return Math.min(given, maxParty - children)
}

/** Both kinds' results address in one shape: tours use destination, dates, adults and children's ages; transport origin, destination, date, time and passengers. */
export type ActivityResultsParams = {
  destination?: string
  startDate?: string
  endDate?: string
  adults?: number
  /** Children's ages, comma-separated ("4,9"); absent: no children; "4,?": a child whose age is not chosen (with `adjusted`). */
  childAges?: string
  origin?: string
  date?: string
  time?: string
  passengers?: number
  categories?: Category[]
  durations?: (typeof durationValues)[number][]
  priceMax?: number
  freeCancellation?: true
  sort: (typeof activitySortValues)[number]
  page: number
  /** Dates the address gave that are not days of the calendar (`unreadDates`). */
  adjusted?: string[]
}

/** What each kind's results address means when a parameter is absent (left out of the address it writes). */
export const activityResultsDefaults = {
  tour: { sort: 'recommended', page: 1, adults: 2 },
  transport: { sort: 'recommended', page: 1, time: '12:00', passengers: 1 },
} as const satisfies Record<ActivityKind, Partial<ActivityResultsParams>>

export function validateActivityResultsSearch(kind: ActivityKind) {
  return (raw: Record<string, unknown>): ActivityResultsParams => {
    const common = {
      destination: place(raw.destination),
      categories: list<Category>(raw.categories, kind === 'tour' ? tourCategoryValues : transportCategoryValues),
      durations: kind === 'tour' ? list(raw.durations, durationValues) : undefined,
      priceMax: optionalInteger(raw.priceMax, 0, 10_000_000),
      freeCancellation: optionalFlag(raw.freeCancellation) ?? undefined,
      sort: oneOf(raw.sort, activitySortValues) ?? activityResultsDefaults[kind].sort,
      page: optionalInteger(raw.page, 1, 1000) ?? activityResultsDefaults[kind].page,
      adjusted: unreadDates(kind === 'tour' ? tourSearchFormParams : transportSearchFormParams, raw),
    }
    if (kind === 'tour') {
      // A child whose age the address leaves blank ("4,") is not searched as any age: the page asks for it (issue 36).
      const unchosen = agesWithUnchosen(raw.childAges)
      const ages = unchosen ?? childAges(raw.childAges)
      const adjusted = unchosen ? [...(common.adjusted ?? []), 'childAges'] : common.adjusted
      return { ...common, adjusted, startDate: optionalIsoDate(raw.startDate), endDate: optionalIsoDate(raw.endDate), adults: adultsOf(raw, childCount(ages)), childAges: ages }
    }
    return { ...common, origin: place(raw.origin), date: optionalIsoDate(raw.date), time: time(raw.time) ?? activityResultsDefaults.transport.time, passengers: travelers(raw.passengers, activityResultsDefaults.transport.passengers) }
  }
}

/** `travelers`: everyone; `childAges`: the children among them (tours), comma-separated. */
export type ActivityOfferParams = { activityId?: string; optionId?: string; date?: string; time?: string; travelers: number; childAges?: string; from?: string; to?: string }

export function validateActivityOfferSearch(raw: Record<string, unknown>): ActivityOfferParams {
  const ages = childAges(raw.childAges)
  // The change of date and party read without script sends the adults and the children's ages, not everyone.
  const everyone = raw.travelers === undefined && raw.adults !== undefined ? travelers(Number(raw.adults) + childCount(ages), 2) : travelers(raw.travelers, 2)
  const party = offerPartyOf(everyone, ages)
  return {
    activityId: id(raw.activityId, 120),
    optionId: id(raw.optionId, 40),
    date: optionalIsoDate(raw.date),
    time: time(raw.time),
    travelers: party.travelers,
    childAges: party.childAges,
    from: id(raw.from, 80),
    to: id(raw.to, 80),
  }
}

/** Children's ages that leave room for an adult in the party: the extra children are left out. */
function offerPartyOf(total: number, ages: string | undefined): { travelers: number; childAges?: string } {
  const kept = ages?.split(',').slice(0, total - 1).join(',')
  return { travelers: total, ...(kept ? { childAges: kept } : {}) }
}

/** The tours search of the home page's widget, in the order its form shows the fields (the shared line search form); the party is one group of fields. */
export const tourSearchFormParams: LineSearchParam[] = [textParam('destination'), dateParam('startDate'), dateParam('endDate', false, 'startDate'), countParam('adults', maxParty, 2, 'party'), agesParam('childAges', 'party')]

/** The transfer search of the home page's widget, in the order its form shows the fields (the shared line search form). */
export const transportSearchFormParams: LineSearchParam[] = [textParam('origin'), textParam('destination'), dateParam('date'), timeParam('time'), countParam('passengers', 20, 1)]
