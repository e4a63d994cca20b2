// The shape of a line's search in the URL (names, kinds, bounds, which are required), light enough for
// the routes' validateSearch on the first load. Each line declares its own list in its folder
// (`<line>SearchParams` in `<line>-params.ts`); labels and messages go with its form (./line-search.ts).
import { linesOfBusiness, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { adjustedNames, oneOf, optionalAges, optionalInteger, optionalIsoDate, optionalText, unreadableDates } from '~/lib/search-params'

export type SearchLine = Exclude<LineOfBusiness, 'accommodations'>
/**
 * Every line but hotels': their results address, landing page and recent searches are the shared ones. Hotels search
 * with the shared form too, over an address and a recent-searches list of their own (~/features/hotel/hotel-line-search).
 */
export const searchLines = linesOfBusiness.filter((line): line is SearchLine => line !== 'accommodations')

/** `group`: shown together with the other fields of its group by the line's own group component; `omitWhenDefault`: left out of the address while it has its default. */
type Shared = { name: string; group?: string; omitWhenDefault?: boolean }

export type LineSearchParam =
  | (Shared & { kind: 'text' | 'date'; required: boolean; after?: string })
  | (Shared & { kind: 'time'; required: false; fallback: string })
  /** `atMost`: no more than this other count (infants on a lap and adults). */
  | (Shared & { kind: 'count'; required: false; min: number; max: number; fallback: number; atMost?: string })
  | (Shared & { kind: 'choice'; required: false; options: readonly string[]; fallback: string })
  /** Children's ages as one comma-separated text ("4,9"), each 0 to `maxAge`, at most `max` of them; empty: no children. */
  | (Shared & { kind: 'ages'; required: false; max: number; maxAge: number })

export const textParam = (name: string, required = true): LineSearchParam => ({ name, kind: 'text', required })
export const dateParam = (name: string, required = true, after?: string): LineSearchParam => ({ name, kind: 'date', required, after })
// §R3.53 car defaults: pick-up and drop-off at 12:00 PM.
export const timeParam = (name: string, fallback = '12:00'): LineSearchParam => ({ name, kind: 'time', required: false, fallback })
export const countParam = (name: string, max: number, fallback: number, group?: string): LineSearchParam => ({ name, kind: 'count', required: false, min: 1, max, fallback, ...(group ? { group } : {}) })
// §R9.11 passenger maxima: children 8; a child is 0 to 17, as the platform's childAges.
export const agesParam = (name: string, group?: string): LineSearchParam => ({ name, kind: 'ages', required: false, max: 8, maxAge: 17, ...(group ? { group } : {}) })

/** A line's search as it lives in the URL: counts as numbers (the router writes them bare), other values as strings, unusable values left out. */
export type LineSearchParams = Record<string, string | number>

/** One value as its parameter wants it, else undefined. */
export function readParam(param: LineSearchParam, value: unknown): string | undefined {
  switch (param.kind) {
    case 'text':
      return optionalText(typeof value === 'string' ? value.trim() : value, 100)
    case 'date':
      return optionalIsoDate(value)
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined
    case 'count': {
      const number = optionalInteger(value, param.min, param.max)
      return number === undefined ? undefined : String(number)
    }
    case 'choice':
      return oneOf(value, param.options)
    case 'ages':
      // No children is no value: left out of the address.
      return agesWithUnchosen(value, param.maxAge, param.max) ?? (optionalAges(value, param.maxAge, param.max) || undefined)
  }
}

/** A child whose age is not chosen yet, in an ages text ("4,?"): the form asks for it, never assumes it (issue 36). */
export const unchosenAge = '?'

/**
 * An ages text with a child whose age is not chosen, else undefined: an address's blank entry ("4," or ",") reads
 * as `unchosenAge`, so the page says which age to choose instead of dropping the children or assuming an age.
 */
export function agesWithUnchosen(value: unknown, maxAge = 17, max = 8): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const entries = value.split(',').map((entry) => (entry.trim() === '' ? unchosenAge : entry.trim()))
  if (entries.length > max || !entries.includes(unchosenAge)) return undefined
  const readable = entries.every((entry) => entry === unchosenAge || (/^\d{1,2}$/.test(entry) && Number(entry) <= maxAge))
  return readable ? entries.join(',') : undefined
}

/** The index of the first child whose age is not chosen in an ages text, or -1. */
export function firstUnchosenAge(text: string) {
  return text.trim() === '' ? -1 : text.split(',').findIndex((entry) => entry.trim() === unchosenAge || entry.trim() === '')
}

/**
 * A results address's `adjusted`: the line's date parameters it gives as days not in the calendar (2027-02-29),
 * with those an earlier address carried (~/lib/search-params `adjustedNames`, as the hotel results do). Such a
 * search is not made: the page shows the form, the reason beside the date (`unreadDateErrors`).
 */
export function unreadDates(params: readonly LineSearchParam[], raw: Record<string, unknown>): string[] | undefined {
  const dates = params.flatMap((param) => (param.kind === 'date' ? [param.name] : []))
  return adjustedNames(raw, dates, unreadableDates(raw, dates))
}

/** The count a parameter is capped at by another of the same search (`atMost`), given the values read so far. */
export function countCap(param: LineSearchParam, values: Record<string, string | number | undefined>, params: readonly LineSearchParam[]): number | undefined {
  if (param.kind !== 'count' || !param.atMost) return undefined
  const other = params.find((candidate) => candidate.name === param.atMost)
  const fallback = other?.kind === 'count' ? other.fallback : undefined
  const given = values[param.atMost]
  return given === undefined || given === '' ? fallback : Number(given)
}

/** For a route's validateSearch: the line's parameters that are present and usable; anything else is dropped. */
export function readLineSearch(params: readonly LineSearchParam[], search: Record<string, unknown>): LineSearchParams {
  const read: LineSearchParams = {}
  for (const param of params) {
    const value = readParam(param, search[param.name])
    if (value === undefined) continue
    const cap = countCap(param, read, params)
    // An address asking for more infants on laps than adults keeps one per adult, as the results page does.
    read[param.name] = param.kind === 'count' ? Math.min(Number(value), cap ?? Number.POSITIVE_INFINITY) : value
  }
  return read
}
