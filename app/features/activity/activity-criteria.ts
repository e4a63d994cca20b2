// What the tours and transport pages ask the platform for, built from their addresses (kept apart
// from the readers in ./activity-params.ts, which are on every page's first load: docs/decisions/005).
import type { ActivityKind, ActivityOfferParams, ActivityResultsParams } from './activity-params'

/** Ages of a comma-separated text as numbers: the platform's childAges in a JSON body. */
export const agesOf = (text: string | undefined) => (text ? text.split(',').map(Number) : [])

/** The party as the platform counts it: everyone (`travelers`), and the children among them when there are any. */
export function tourPartyOf(adults: number, childAges: string | undefined) {
  const ages = agesOf(childAges)
  return { travelers: adults + ages.length, ...(ages.length > 0 ? { childAges: ages } : {}) }
}

export const activityPageSize = 10

/** The search the platform answers, or undefined while the address lacks a place or a date (or gave a date not in the calendar). */
export function activitySearchCriteriaOf(kind: ActivityKind, params: ActivityResultsParams) {
  const filters = {
    ...(params.categories ? { categories: params.categories } : {}),
    ...(params.durations ? { durations: params.durations } : {}),
    ...(params.priceMax !== undefined ? { priceMax: params.priceMax } : {}),
    ...(params.freeCancellation ? { freeCancellation: true } : {}),
  }
  const paging = { filters, sort: params.sort, page: params.page, pageSize: activityPageSize }
  if (params.adjusted) return undefined
  if (kind === 'tour') {
    const { destination, startDate } = params
    if (!destination || !startDate) return undefined
    const endDate = params.endDate && params.endDate >= startDate ? params.endDate : undefined
    return { kind: 'tour' as const, destination, startDate, ...(endDate ? { endDate } : {}), ...tourPartyOf(params.adults ?? 2, params.childAges), ...paging }
  }
  const { origin, destination, date } = params
  if (!origin || !destination || !date) return undefined
  return { kind: 'transport' as const, origin, destination, date, time: params.time ?? '12:00', passengers: params.passengers ?? 1, ...paging }
}
export type ActivitySearchCriteriaInput = NonNullable<ReturnType<typeof activitySearchCriteriaOf>>

const route = (params: ActivityOfferParams) => ({ ...(params.from ? { from: params.from } : {}), ...(params.to ? { to: params.to } : {}) })

/** The activity's details on a date for a party, or undefined when the address lacks part of it. */
export function activityOfferQueryOf(params: ActivityOfferParams) {
  const { activityId, date } = params
  if (!activityId || !date) return undefined
  return { activityId, date, travelers: params.travelers, ...(params.childAges ? { childAges: params.childAges } : {}), ...(params.time ? { time: params.time } : {}), ...route(params) }
}
export type ActivityOfferQueryInput = NonNullable<ReturnType<typeof activityOfferQueryOf>>

/** The chosen option, date and time for a party (checkout), or undefined when the address lacks part of it. */
export function activitySelectionOf(params: ActivityOfferParams) {
  const { activityId, optionId, date, time: start } = params
  if (!activityId || !optionId || !date || !start) return undefined
  return { activityId, optionId, date, time: start, travelers: params.travelers, ...(params.childAges ? { childAges: agesOf(params.childAges) } : {}), ...route(params) }
}
export type ActivitySelectionInput = NonNullable<ReturnType<typeof activitySelectionOf>>
