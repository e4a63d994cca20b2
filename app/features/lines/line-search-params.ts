// The shape of each line's search in the URL (names, kinds, bounds, which are required), light
// enough for the routes' validateSearch on the first load; labels and messages are in ./line-search.ts.
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { airCabins } from '~/features/air/air-search-params'
import { oneOf, optionalInteger, optionalIsoDate, optionalText } from '~/lib/search-params'

export type SearchLine = Exclude<LineOfBusiness, 'accommodations'>
export const searchLines = ['dining', 'flights', 'mobility', 'tours', 'transport'] as const satisfies readonly SearchLine[]

/** Fields a form shows together as one group (the flight travellers and cabin). */
export type LineFieldGroup = 'flightTravellers'
/** `group`: shown with the other fields of its group; `omitWhenDefault`: left out of the address while it has its default. */
type Shared = { name: string; group?: LineFieldGroup; omitWhenDefault?: boolean }

export type LineSearchParam =
  | (Shared & { kind: 'text' | 'date'; required: boolean; after?: string })
  | (Shared & { kind: 'time'; required: false; fallback: string })
  /** `atMost`: no more than this other count (infants on a lap and adults). */
  | (Shared & { kind: 'count'; required: false; min: number; max: number; fallback: number; atMost?: string })
  | (Shared & { kind: 'choice'; required: false; options: readonly string[]; fallback: string })

const text = (name: string, required = true): LineSearchParam => ({ name, kind: 'text', required })
const date = (name: string, required = true, after?: string): LineSearchParam => ({ name, kind: 'date', required, after })
// SPEC.md §3 car defaults: pick-up and drop-off at 12:00 PM.
const time = (name: string, fallback = '12:00'): LineSearchParam => ({ name, kind: 'time', required: false, fallback })
const count = (name: string, max: number, fallback: number): LineSearchParam => ({ name, kind: 'count', required: false, min: 1, max, fallback })
// SPEC.md §3 passenger types with the §9 maxima (adults 9, children 8, infants in a seat 8, on a lap 9),
// and the cabin: shown together, and left out of the address while they keep their default.
const travellers = (name: string, min: number, max: number, fallback: number, atMost?: string): LineSearchParam => ({
  name,
  kind: 'count',
  required: false,
  min,
  max,
  fallback,
  atMost,
  group: 'flightTravellers',
  omitWhenDefault: min === 0,
})
const cabin: LineSearchParam = { name: 'cabin', kind: 'choice', required: false, options: airCabins, fallback: 'ECONOMY', group: 'flightTravellers', omitWhenDefault: true }

/** Each line's search parameters, in the order its form shows them. */
export const lineSearchParams: Record<SearchLine, LineSearchParam[]> = {
  dining: [text('destination'), date('date'), time('time', '19:00'), count('guests', 20, 2)],
  flights: [
    text('origin'),
    text('destination'),
    date('departDate'),
    date('returnDate', false, 'departDate'),
    travellers('adults', 1, 9, 1),
    travellers('children', 0, 8, 0),
    travellers('infantsInSeat', 0, 8, 0),
    travellers('infantsOnLap', 0, 9, 0, 'adults'),
    cabin,
  ],
  mobility: [text('pickUpLocation'), text('dropOffLocation', false), date('pickUpDate'), time('pickUpTime'), date('dropOffDate', true, 'pickUpDate'), time('dropOffTime')],
  tours: [text('destination'), date('startDate'), date('endDate', false, 'startDate'), count('travelers', 20, 2)],
  transport: [text('origin'), text('destination'), date('date'), time('time'), count('passengers', 20, 1)],
}

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
  }
}

/** The count a parameter is capped at by another (`atMost`), given the values read so far. */
export function countCap(param: LineSearchParam, values: Record<string, string | number | undefined>, line: SearchLine): number | undefined {
  if (param.kind !== 'count' || !param.atMost) return undefined
  const other = lineSearchParams[line].find((candidate) => candidate.name === param.atMost)
  const fallback = other?.kind === 'count' ? other.fallback : undefined
  const given = values[param.atMost]
  return given === undefined || given === '' ? fallback : Number(given)
}

/** For a route's validateSearch: the line's parameters that are present and usable; anything else is dropped. */
export function readLineSearch(line: SearchLine, search: Record<string, unknown>): LineSearchParams {
  const params: LineSearchParams = {}
  for (const param of lineSearchParams[line]) {
    const value = readParam(param, search[param.name])
    if (value === undefined) continue
    const cap = countCap(param, params, line)
    // An address asking for more infants on laps than adults keeps one per adult, as the results page does.
    params[param.name] = param.kind === 'count' ? Math.min(Number(value), cap ?? Number.POSITIVE_INFINITY) : value
  }
  return params
}
