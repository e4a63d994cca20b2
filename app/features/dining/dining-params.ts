// The dining pages' addresses: the search with its filters, sort and page (landing and results), the
// restaurant for a party (offer) and the chosen seating and option (checkout). Read without zod
// (first-load JavaScript): a value that cannot be used falls back to its default or is dropped, and
// the server checks the same values against the contract. `guests` is the party size, the name the
// home page's search widget uses.
import { oneOf, optionalFlag, optionalInteger, optionalIsoDate, optionalList, optionalText } from '~/lib/search-params'
import { countParam, dateParam, textParam, timeParam, unreadDates, type LineSearchParam } from '~/features/lines/line-search-params'

export const diningSortValues = ['recommended', 'rating', 'price-asc', 'price-desc'] as const
export type DiningSort = (typeof diningSortValues)[number]
export const diningDefaults = { time: '19:00', guests: 2, maxGuests: 20 } as const

const time = (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined)
const id = (value: unknown, max: number) => {
  const text = optionalText(value, max)
  return text && /^[a-z0-9-]+$/.test(text) ? text : undefined
}

export type DiningPartyParams = { date?: string; time: string; guests: number }
export type DiningResultsParams = DiningPartyParams & {
  destination?: string
  /** Cuisine codes by shape only (the list stays off the first load); diningSearchCriteriaOf drops unknown ones. */
  cuisines?: string[]
  priceLevels?: number[]
  partners?: true
  sort: DiningSort
  page: number
  /** Dates the address gave that are not days of the calendar (`unreadDates`). */
  adjusted?: string[]
}

function readParty(raw: Record<string, unknown>): DiningPartyParams {
  return { date: optionalIsoDate(raw.date), time: time(raw.time) ?? diningDefaults.time, guests: optionalInteger(raw.guests, 1, diningDefaults.maxGuests) ?? diningDefaults.guests }
}

export function validateDiningResultsSearch(raw: Record<string, unknown>): DiningResultsParams {
  return {
    destination: optionalText(typeof raw.destination === 'string' ? raw.destination.trim() : raw.destination, 100),
    ...readParty(raw),
    cuisines: optionalList(raw.cuisines, (entry) => (typeof entry === 'string' && /^[A-Z_]{3,20}$/.test(entry) ? entry : undefined), 30),
    priceLevels: optionalList(raw.priceLevels, (entry) => optionalInteger(entry, 1, 4), 4),
    partners: optionalFlag(raw.partners) ?? undefined,
    sort: oneOf(raw.sort, diningSortValues) ?? 'recommended',
    page: optionalInteger(raw.page, 1, 1000) ?? 1,
    adjusted: unreadDates(diningSearchFormParams, raw),
  }
}

export type DiningOfferParams = DiningPartyParams & { restaurantId?: string; optionId?: string }

export function validateDiningOfferSearch(raw: Record<string, unknown>): DiningOfferParams {
  return { restaurantId: id(raw.restaurantId, 80), optionId: id(raw.optionId, 60), ...readParty(raw) }
}

/** The restaurant and party of the offer page, or undefined when the address lacks them. */
export function diningOfferQueryOf(params: DiningOfferParams) {
  const { restaurantId, date } = params
  if (!restaurantId || !date) return undefined
  return { restaurantId, date, time: params.time, partySize: params.guests }
}
export type DiningOfferInput = NonNullable<ReturnType<typeof diningOfferQueryOf>>

/** The seating and option checkout books, or undefined when the address lacks part of it. */
export function diningSelectionOf(params: DiningOfferParams) {
  const query = diningOfferQueryOf(params)
  return query ? { ...query, optionId: params.optionId ?? 'table' } : undefined
}
export type DiningSelectionInput = NonNullable<ReturnType<typeof diningSelectionOf>>

/** The landing page's address: the search to prefill, every part optional. */
export function validateDiningLandingSearch(raw: Record<string, unknown>): Partial<DiningResultsParams> {
  const { destination, date, time, guests } = validateDiningResultsSearch(raw)
  return { ...(destination ? { destination } : {}), ...(date ? { date } : {}), ...(raw.time === time ? { time } : {}), ...(optionalInteger(raw.guests, 1, diningDefaults.maxGuests) ? { guests } : {}) }
}

/** The restaurant search of the home page's widget, in the order its form shows the fields (the shared line search form). */
export const diningSearchFormParams: LineSearchParam[] = [textParam('destination'), dateParam('date'), timeParam('time', '19:00'), countParam('guests', 20, 2)]
