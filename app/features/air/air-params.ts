// The flight results page's address: criteria, filters, sort and page, read without zod (first-load
// JavaScript); the server validates the same values against the contract.
import { oneOf, optionalInteger, optionalIsoDate, optionalList, optionalText } from '~/lib/search-params'
import { dateParam, textParam, unreadDates, type LineSearchParam } from '~/features/lines/line-search-params'

// Values only: labels live with the page, so this module stays small in the first-load bundle.
export const airCabins = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const
export type AirCabinValue = (typeof airCabins)[number]
export const airSorts = ['price', 'duration', 'departure'] as const
export type AirSortValue = (typeof airSorts)[number]

export type AirSearchParams = {
  origin?: string
  destination?: string
  departDate?: string
  returnDate?: string
  adults: number
  children: number
  infantsInSeat: number
  infantsOnLap: number
  cabin: AirCabinValue
  stops?: (0 | 1)[]
  carriers?: string[]
  departureFrom?: string
  departureTo?: string
  /** Whole currency units in the address; minor units in the request. */
  maxPrice?: number
  sort: AirSortValue
  page: number
  /** Dates the address gave that are not days of the calendar (`unreadDates`). */
  adjusted?: string[]
}

const clock = (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined)

export function validateAirSearch(raw: Record<string, unknown>): AirSearchParams {
  const departDate = optionalIsoDate(raw.departDate)
  const returnDate = optionalIsoDate(raw.returnDate)
  const adults = optionalInteger(raw.adults, 1, 9) ?? 1
  return {
    origin: optionalText(typeof raw.origin === 'string' ? raw.origin.trim() : raw.origin, 100),
    destination: optionalText(typeof raw.destination === 'string' ? raw.destination.trim() : raw.destination, 100),
    departDate,
    returnDate: returnDate && departDate && returnDate >= departDate ? returnDate : undefined,
    adults,
    children: optionalInteger(raw.children, 0, 8) ?? 0,
    infantsInSeat: optionalInteger(raw.infantsInSeat, 0, 8) ?? 0,
    infantsOnLap: Math.min(adults, optionalInteger(raw.infantsOnLap, 0, 9) ?? 0),
    cabin: oneOf(raw.cabin, airCabins) ?? 'ECONOMY',
    stops: optionalList(raw.stops, (entry) => (entry === 0 || entry === '0' ? 0 : entry === 1 || entry === '1' ? 1 : undefined), 2),
    carriers: optionalList(raw.carriers, (entry) => (typeof entry === 'string' && /^[A-Z0-9]{2}$/.test(entry) ? entry : undefined)),
    departureFrom: clock(raw.departureFrom),
    departureTo: clock(raw.departureTo),
    maxPrice: optionalInteger(raw.maxPrice, 1, 1_000_000),
    sort: oneOf(raw.sort, airSorts) ?? 'price',
    page: optionalInteger(raw.page, 1, 1000) ?? 1,
    adjusted: unreadDates(airSearchFormParams, raw),
  }
}

/** Left out of the address when they hold these values. */
export const defaultAirSearchParams = { adults: 1, children: 0, infantsInSeat: 0, infantsOnLap: 0, cabin: 'ECONOMY', sort: 'price', page: 1 } as const

// §R3.17 passenger types with the §R9.11 maxima (adults 9, children 8, infants in a seat 8, on a lap 9),
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

/** The flight search of the landing page and the home page's widget, in the order its form shows the fields (the shared line search form). */
export const airSearchFormParams: LineSearchParam[] = [
  textParam('origin'),
  textParam('destination'),
  dateParam('departDate'),
  dateParam('returnDate', false, 'departDate'),
  travellers('adults', 1, 9, 1),
  travellers('children', 0, 8, 0),
  travellers('infantsInSeat', 0, 8, 0),
  travellers('infantsOnLap', 0, 9, 0, 'adults'),
  { name: 'cabin', kind: 'choice', required: false, options: airCabins, fallback: 'ECONOMY', group: 'flightTravellers', omitWhenDefault: true },
]
