// The search of each line of business other than hotels (which has its own, app/features/hotel-search):
// the fields a traveller fills in, how they read from and into the URL, and what makes a search
// complete. Zod-free, because routes read it on first load (docs/decisions/005).
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { optionalInteger, optionalIsoDate, optionalText } from '~/lib/search-params'

export type SearchLine = Exclude<LineOfBusiness, 'accommodations'>
export const searchLines = ['dining', 'flights', 'mobility', 'tours', 'transport'] as const satisfies readonly SearchLine[]

type FieldBase = { name: string; label: string; required: boolean; missing: string }
export type LineSearchField =
  | (FieldBase & { kind: 'text'; placeholder?: string })
  | (FieldBase & { kind: 'date'; after?: { field: string; message: string } })
  | (FieldBase & { kind: 'time'; fallback: string })
  | (FieldBase & { kind: 'count'; min: number; max: number; fallback: number })

const text = (name: string, label: string, missing: string, required = true): LineSearchField => ({ kind: 'text', name, label, missing, required })
const date = (name: string, label: string, missing: string, options: { required?: boolean; after?: { field: string; message: string } } = {}): LineSearchField => ({
  kind: 'date',
  name,
  label,
  missing,
  required: options.required ?? true,
  after: options.after,
})
// SPEC.md §3 car defaults: pick-up and drop-off at 12:00 PM.
const time = (name: string, label: string, fallback = '12:00'): LineSearchField => ({ kind: 'time', name, label, missing: `Choose a ${label.toLowerCase()}.`, required: false, fallback })
const count = (name: string, label: string, max: number, fallback: number): LineSearchField => ({ kind: 'count', name, label, missing: '', required: false, min: 1, max, fallback })

/** The search form of each line, in the order the fields show. */
export const lineSearchFields: Record<SearchLine, LineSearchField[]> = {
  dining: [
    text('destination', 'City or restaurant', 'Enter a city or a restaurant name.'),
    date('date', 'Date', 'Choose a date.'),
    time('time', 'Time', '19:00'),
    count('guests', 'Guests', 20, 2),
  ],
  flights: [
    text('origin', 'From', 'Enter the city or airport you leave from.'),
    text('destination', 'To', 'Enter the city or airport you fly to.'),
    date('departDate', 'Depart', 'Choose a departure date.'),
    date('returnDate', 'Return (optional)', '', { required: false, after: { field: 'departDate', message: 'The return must be on or after the departure date.' } }),
    // SPEC.md §9 passenger maximum: 9 adults.
    count('adults', 'Adults', 9, 1),
  ],
  mobility: [
    text('pickUpLocation', 'Pick-up location', 'Enter where you pick up the car.'),
    text('dropOffLocation', 'Drop-off location (if different)', '', false),
    date('pickUpDate', 'Pick-up date', 'Choose a pick-up date.'),
    time('pickUpTime', 'Pick-up time'),
    date('dropOffDate', 'Drop-off date', 'Choose a drop-off date.', { after: { field: 'pickUpDate', message: 'The drop-off date must be on or after the pick-up date.' } }),
    time('dropOffTime', 'Drop-off time'),
  ],
  tours: [
    text('destination', 'Destination', 'Enter a city or a place to visit.'),
    date('startDate', 'From', 'Choose the first day.'),
    date('endDate', 'To (optional)', '', { required: false, after: { field: 'startDate', message: 'The last day must be on or after the first.' } }),
    count('travelers', 'Travelers', 20, 2),
  ],
  transport: [
    text('origin', 'From', 'Enter where the ride starts: an airport, station or address.'),
    text('destination', 'To', 'Enter where the ride ends.'),
    date('date', 'Date', 'Choose a date.'),
    time('time', 'Time'),
    count('passengers', 'Passengers', 20, 1),
  ],
}

/** A line's search as it lives in the URL: counts as numbers (the router writes them bare), other values as strings, unusable values left out. */
export type LineSearchParams = Record<string, string | number>

function readField(field: LineSearchField, value: unknown): string | undefined {
  switch (field.kind) {
    case 'text':
      return optionalText(typeof value === 'string' ? value.trim() : value, 100)
    case 'date':
      return optionalIsoDate(value)
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined
    case 'count': {
      const number = optionalInteger(value, field.min, field.max)
      return number === undefined ? undefined : String(number)
    }
  }
}

/** For a route's validateSearch: the line's fields that are present and usable; anything else is dropped. */
export function readLineSearch(line: SearchLine, search: Record<string, unknown>): LineSearchParams {
  const params: LineSearchParams = {}
  for (const field of lineSearchFields[line]) {
    const value = readField(field, search[field.name])
    if (value !== undefined) params[field.name] = field.kind === 'count' ? Number(value) : value
  }
  return params
}

/** The value a field shows when the URL has none. */
export function fieldDefault(field: LineSearchField): string {
  return field.kind === 'time' ? field.fallback : field.kind === 'count' ? String(field.fallback) : ''
}

export type LineSearchErrors = Record<string, string>

/** What stops a search: required fields left empty, dates in the past or out of order. */
export function validateLineSearch(line: SearchLine, values: Record<string, string>, today: string): LineSearchErrors {
  const errors: LineSearchErrors = {}
  for (const field of lineSearchFields[line]) {
    const value = (values[field.name] ?? '').trim()
    if (!value) {
      if (field.required) errors[field.name] = field.missing
      continue
    }
    if (readField(field, value) === undefined) {
      errors[field.name] = field.kind === 'date' ? 'Enter a date as MM/DD/YYYY.' : `Check the ${field.label.toLowerCase()}.`
      continue
    }
    if (field.kind !== 'date') continue
    if (value < today) errors[field.name] = 'The date cannot be in the past.'
    else if (field.after && values[field.after.field] && value < values[field.after.field]!) errors[field.name] = field.after.message
  }
  return errors
}

/** The labels of the required fields a search in the URL lacks (a results page reached without them). */
export function missingLineCriteria(line: SearchLine, params: LineSearchParams): string[] {
  return lineSearchFields[line].filter((field) => field.required && params[field.name] === undefined).map((field) => field.label)
}

/** The search as a URL query string, leaving out empty values. */
export function lineSearchQuery(line: SearchLine, values: Record<string, string>): string {
  const query = new URLSearchParams()
  for (const field of lineSearchFields[line]) {
    const value = (values[field.name] ?? '').trim()
    if (value) query.set(field.name, value)
  }
  return query.toString()
}
