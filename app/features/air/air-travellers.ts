// Who flies and in which cabin (SPEC.md §3 passenger types, §9 passenger maxima): the counts, their
// labels and bounds, shared by the flights landing form and the results page so both ask the same.
import type { AirCabinValue } from './air-search-params'
import { airText } from '~/i18n/plain/air'

export type FlightTravellers = { adults: number; children: number; infantsInSeat: number; infantsOnLap: number; cabin: AirCabinValue }
export type PassengerCount = Exclude<keyof FlightTravellers, 'cabin'>

// SPEC.md §9 passenger maxima: adults 9, children 8, infants in a seat 8, infants on a lap 9; at least one adult.
export const passengerCounts: readonly { name: PassengerCount; label: string; min: number; max: number }[] = [
  { name: 'adults', label: 'Adults', min: 1, max: 9 },
  { name: 'children', label: airText('flight-travellers.children-2-to'), min: 0, max: 8 },
  { name: 'infantsInSeat', label: airText('flight-travellers.infants-in-a'), min: 0, max: 8 },
  { name: 'infantsOnLap', label: airText('flight-travellers.infants-on-a'), min: 0, max: 9 },
]

export const cabinOptions: readonly { value: AirCabinValue; label: string }[] = [
  { value: 'ECONOMY', label: 'Economy' },
  { value: 'PREMIUM_ECONOMY', label: airText('flight-travellers.premium-economy') },
  { value: 'BUSINESS', label: 'Business' },
  { value: 'FIRST', label: 'First' },
]

/** The largest count a passenger type may have with these travellers: an infant on a lap needs an adult's lap. */
export function maxCount(name: PassengerCount, travellers: Pick<FlightTravellers, 'adults'>) {
  const { max } = passengerCounts.find((count) => count.name === name)!
  return name === 'infantsOnLap' ? Math.min(max, travellers.adults) : max
}

/** A change to the travellers, with the infants on a lap brought down to the adults left. */
export function changeTravellers(current: FlightTravellers, changes: Partial<FlightTravellers>): Partial<FlightTravellers> {
  const adults = changes.adults ?? current.adults
  const infantsOnLap = changes.infantsOnLap ?? current.infantsOnLap
  return infantsOnLap > adults ? { ...changes, infantsOnLap: adults } : changes
}
