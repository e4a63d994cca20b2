// The search forms of the lines other than hotels (which has its own, app/features/hotel):
// labels and messages over the URL shape of ./line-search-params.ts, validation and the URL.
import { passengerCounts } from '~/features/air/air-travellers'
import { countCap, lineSearchParams, readParam, type LineSearchParam, type SearchLine } from './line-search-params'
import { linesText } from '~/i18n/plain/lines'

export { readLineSearch, searchLines, type LineSearchParams, type SearchLine } from './line-search-params'

type FieldText = { label: string; missing?: string; afterMessage?: string; atMostMessage?: string }
const passengerLabel = (name: string) => passengerCounts.find((count) => count.name === name)?.label ?? name
export type LineSearchField = LineSearchParam & FieldText

const fieldTexts: Record<SearchLine, Record<string, FieldText>> = {
  dining: {
    destination: { label: linesText('search.dining.destination.label'), missing: linesText('search.dining.destination.missing') },
    date: { label: linesText('search.dining.date.label'), missing: linesText('search.dining.date.missing') },
    time: { label: linesText('search.dining.time.label') },
    guests: { label: linesText('search.dining.guests.label') },
  },
  flights: {
    origin: { label: linesText('search.flights.origin.label'), missing: linesText('search.flights.origin.missing') },
    destination: { label: linesText('search.flights.destination.label'), missing: linesText('search.flights.destination.missing') },
    departDate: { label: linesText('search.flights.departDate.label'), missing: linesText('search.flights.departDate.missing') },
    returnDate: { label: linesText('search.flights.returnDate.label'), afterMessage: linesText('search.flights.returnDate.after') },
    adults: { label: passengerLabel('adults') },
    children: { label: passengerLabel('children') },
    infantsInSeat: { label: passengerLabel('infantsInSeat') },
    infantsOnLap: { label: passengerLabel('infantsOnLap'), atMostMessage: linesText('search.flights.infantsOnLap.at-most') },
    cabin: { label: linesText('search.flights.cabin.label') },
  },
  mobility: {
    pickUpLocation: { label: linesText('search.mobility.pickUpLocation.label'), missing: linesText('search.mobility.pickUpLocation.missing') },
    dropOffLocation: { label: linesText('search.mobility.dropOffLocation.label') },
    pickUpDate: { label: linesText('search.mobility.pickUpDate.label'), missing: linesText('search.mobility.pickUpDate.missing') },
    pickUpTime: { label: linesText('search.mobility.pickUpTime.label') },
    dropOffDate: { label: linesText('search.mobility.dropOffDate.label'), missing: linesText('search.mobility.dropOffDate.missing'), afterMessage: linesText('search.mobility.dropOffDate.after') },
    dropOffTime: { label: linesText('search.mobility.dropOffTime.label') },
  },
  tours: {
    destination: { label: linesText('search.tours.destination.label'), missing: linesText('search.tours.destination.missing') },
    startDate: { label: linesText('search.tours.startDate.label'), missing: linesText('search.tours.startDate.missing') },
    endDate: { label: linesText('search.tours.endDate.label'), afterMessage: linesText('search.tours.endDate.after') },
    travelers: { label: linesText('search.tours.travelers.label') },
  },
  transport: {
    origin: { label: linesText('search.transport.origin.label'), missing: linesText('search.transport.origin.missing') },
    destination: { label: linesText('search.transport.destination.label'), missing: linesText('search.transport.destination.missing') },
    date: { label: linesText('search.transport.date.label'), missing: linesText('search.transport.date.missing') },
    time: { label: linesText('search.transport.time.label') },
    passengers: { label: linesText('search.transport.passengers.label') },
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
      if (field.required) errors[field.name] = field.missing ?? linesText('search.fill-in', { field: field.label.toLowerCase() })
      continue
    }
    if (readParam(field, value) === undefined) {
      errors[field.name] = field.kind === 'date' ? linesText('search.date-format') : linesText('search.check', { field: field.label.toLowerCase() })
      continue
    }
    const cap = countCap(field, values, line)
    if (cap !== undefined && Number(value) > cap) errors[field.name] = field.atMostMessage ?? linesText('search.at-most', { count: cap })
    if (field.kind !== 'date') continue
    const after = 'after' in field ? field.after : undefined
    if (value < today) errors[field.name] = linesText('search.past')
    else if (after && values[after] && value < values[after]!) errors[field.name] = field.afterMessage ?? linesText('search.dates')
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
