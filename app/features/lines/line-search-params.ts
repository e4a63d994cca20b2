// The shape of each line's search in the URL (names, kinds, bounds, which are required), light
// enough for the routes' validateSearch on the first load; labels and messages are in ./line-search.ts.
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { optionalInteger, optionalIsoDate, optionalText } from '~/lib/search-params'

export type SearchLine = Exclude<LineOfBusiness, 'accommodations'>
export const searchLines = ['dining', 'flights', 'mobility', 'tours', 'transport'] as const satisfies readonly SearchLine[]

export type LineSearchParam =
  | { name: string; kind: 'text' | 'date'; required: boolean; after?: string }
  | { name: string; kind: 'time'; required: false; fallback: string }
  | { name: string; kind: 'count'; required: false; min: number; max: number; fallback: number }

const text = (name: string, required = true): LineSearchParam => ({ name, kind: 'text', required })
const date = (name: string, required = true, after?: string): LineSearchParam => ({ name, kind: 'date', required, after })
// SPEC.md §3 car defaults: pick-up and drop-off at 12:00 PM.
const time = (name: string, fallback = '12:00'): LineSearchParam => ({ name, kind: 'time', required: false, fallback })
const count = (name: string, max: number, fallback: number): LineSearchParam => ({ name, kind: 'count', required: false, min: 1, max, fallback })

/** Each line's search parameters, in the order its form shows them. */
export const lineSearchParams: Record<SearchLine, LineSearchParam[]> = {
  dining: [text('destination'), date('date'), time('time', '19:00'), count('guests', 20, 2)],
  // SPEC.md §9 passenger maximum: 9 adults.
  flights: [text('origin'), text('destination'), date('departDate'), date('returnDate', false, 'departDate'), count('adults', 9, 1)],
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
  }
}

/** For a route's validateSearch: the line's parameters that are present and usable; anything else is dropped. */
export function readLineSearch(line: SearchLine, search: Record<string, unknown>): LineSearchParams {
  const params: LineSearchParams = {}
  for (const param of lineSearchParams[line]) {
    const value = readParam(param, search[param.name])
    if (value !== undefined) params[param.name] = param.kind === 'count' ? Number(value) : value
  }
  return params
}

/** The names of the required parameters a search lacks. */
export function missingLineParams(line: SearchLine, params: LineSearchParams): string[] {
  return lineSearchParams[line].filter((param) => param.required && params[param.name] === undefined).map((param) => param.name)
}
