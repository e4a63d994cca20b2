// Who flies and in which cabin (§R3.17 passenger types, §R9.11 passenger maxima): the counts, their
// labels and bounds, shared by the flights landing form and the results page so both ask the same.
import type { AirCabinValue } from './air-params'
import { airText } from '~/i18n/plain/air'
import { cabinNameIn } from './air-cabin-names'

export type FlightTravellers = { adults: number; children: number; infantsInSeat: number; infantsOnLap: number; cabin: AirCabinValue }
export type PassengerCount = Exclude<keyof FlightTravellers, 'cabin'>

// §R9.11 passenger maxima: adults 9, children 8, infants in a seat 8, infants on a lap 9; at least one adult.
// Labels are getters, read when shown: a text read when the module loads would keep the first visitor's locale.
const passengerCount = (name: PassengerCount, message: Parameters<typeof airText>[0], min: number, max: number) => ({
  name,
  min,
  max,
  get label() {
    return airText(message)
  },
})
export const passengerCounts: readonly { name: PassengerCount; label: string; min: number; max: number }[] = [
  passengerCount('adults', 'air-travellers.adults', 1, 9),
  passengerCount('children', 'air-travellers.children-2-to', 0, 8),
  passengerCount('infantsInSeat', 'air-travellers.infants-in-a', 0, 8),
  passengerCount('infantsOnLap', 'air-travellers.infants-on-a', 0, 9),
]

const cabinOption = (value: AirCabinValue) => ({
  value,
  get label() {
    return cabinNameIn(value, airText)
  },
})
export const cabinOptions: readonly { value: AirCabinValue; label: string }[] = [cabinOption('ECONOMY'), cabinOption('PREMIUM_ECONOMY'), cabinOption('BUSINESS'), cabinOption('FIRST')]

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
