// The search forms of the lines other than hotels (which has its own, app/features/hotel-search):
// labels and messages over the URL shape of ./line-search-params.ts, validation and the URL.
import { passengerCounts } from '~/features/air-search/flight-travellers'
import { countCap, lineSearchParams, readParam, type LineSearchParam, type SearchLine } from './line-search-params'

export { readLineSearch, searchLines, type LineSearchParams, type SearchLine } from './line-search-params'

type FieldText = { label: string; missing?: string; afterMessage?: string; atMostMessage?: string }
const passengerLabel = (name: string) => passengerCounts.find((count) => count.name === name)?.label ?? name
export type LineSearchField = LineSearchParam & FieldText

const fieldTexts: Record<SearchLine, Record<string, FieldText>> = {
  dining: {
    destination: { label: 'Destination', missing: 'Enter a city or a destination.' },
    date: { label: 'Date', missing: 'Choose a date.' },
    time: { label: 'Time' },
    guests: { label: 'Party size' },
  },
  flights: {
    origin: { label: 'From', missing: 'Enter the city or airport you leave from.' },
    destination: { label: 'To', missing: 'Enter the city or airport you fly to.' },
    departDate: { label: 'Depart', missing: 'Choose a departure date.' },
    returnDate: { label: 'Return (optional)', afterMessage: 'The return must be on or after the departure date.' },
    adults: { label: passengerLabel('adults') },
    children: { label: passengerLabel('children') },
    infantsInSeat: { label: passengerLabel('infantsInSeat') },
    infantsOnLap: { label: passengerLabel('infantsOnLap'), atMostMessage: 'Each infant on a lap needs an adult: add an adult or choose a seat for the infant.' },
    cabin: { label: 'Cabin' },
  },
  mobility: {
    pickUpLocation: { label: 'Pick-up location', missing: 'Enter where you pick up the car.' },
    dropOffLocation: { label: 'Drop-off location (if different)' },
    pickUpDate: { label: 'Pick-up date', missing: 'Choose a pick-up date.' },
    pickUpTime: { label: 'Pick-up time' },
    dropOffDate: { label: 'Drop-off date', missing: 'Choose a drop-off date.', afterMessage: 'The drop-off date must be on or after the pick-up date.' },
    dropOffTime: { label: 'Drop-off time' },
  },
  tours: {
    destination: { label: 'Destination', missing: 'Enter a city or a place to visit.' },
    startDate: { label: 'From', missing: 'Choose the first day.' },
    endDate: { label: 'To (optional)', afterMessage: 'The last day must be on or after the first.' },
    travelers: { label: 'Travelers' },
  },
  transport: {
    origin: { label: 'From', missing: 'Enter where the ride starts: an airport, station or address.' },
    destination: { label: 'To', missing: 'Enter where the ride ends.' },
    date: { label: 'Date', missing: 'Choose a date.' },
    time: { label: 'Time' },
    passengers: { label: 'Passengers' },
  },
}

/** The search form of each line, in the order the fields show. */
export const lineSearchFields = Object.fromEntries(
  Object.entries(lineSearchParams).map(([line, params]) => [line, params.map((param) => ({ ...param, ...fieldTexts[line as SearchLine][param.name]! }))]),
) as Record<SearchLine, LineSearchField[]>

/** The value a field shows when the URL has none. */
export function fieldDefault(field: LineSearchField): string {
  return field.kind === 'time' || field.kind === 'choice' ? field.fallback : field.kind === 'count' ? String(field.fallback) : ''
}

export type LineSearchErrors = Record<string, string>

/** What stops a search: required fields left empty, dates in the past or out of order. */
export function validateLineSearch(line: SearchLine, values: Record<string, string>, today: string): LineSearchErrors {
  const errors: LineSearchErrors = {}
  for (const field of lineSearchFields[line]) {
    const value = (values[field.name] ?? '').trim()
    if (!value) {
      if (field.required) errors[field.name] = field.missing ?? `Fill in the ${field.label.toLowerCase()}.`
      continue
    }
    if (readParam(field, value) === undefined) {
      errors[field.name] = field.kind === 'date' ? 'Enter a date as MM/DD/YYYY.' : `Check the ${field.label.toLowerCase()}.`
      continue
    }
    const cap = countCap(field, values, line)
    if (cap !== undefined && Number(value) > cap) errors[field.name] = field.atMostMessage ?? `Choose at most ${cap}.`
    if (field.kind !== 'date') continue
    const after = 'after' in field ? field.after : undefined
    if (value < today) errors[field.name] = 'The date cannot be in the past.'
    else if (after && values[after] && value < values[after]!) errors[field.name] = field.afterMessage ?? 'Check the dates.'
  }
  return errors
}

/** The search as a URL query string, leaving out empty values and the defaults of fields kept out of the address (flight travellers). */
export function lineSearchQuery(line: SearchLine, values: Record<string, string>): string {
  const query = new URLSearchParams()
  for (const field of lineSearchFields[line]) {
    const value = (values[field.name] ?? '').trim()
    if (field.omitWhenDefault && value === fieldDefault(field)) continue
    if (value) query.set(field.name, value)
  }
  return query.toString()
}
