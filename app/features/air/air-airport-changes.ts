// Where a return itinerary changes airports within a city (out of JFK, back into EWR): said on the
// result, in its text and its accessible name, so the cheapest fare never hides it (issue 36 item 4).
import type { Itinerary } from '@contracts/lxp/air.schema'
import { airText } from '~/i18n/plain/air'

/** A return that lands or leaves at another airport of the city than the outbound (JFK out, EWR back), in words (issue 36 item 4). */
export function airportChangesOf(itinerary: Pick<Itinerary, 'bounds'>): string[] {
  const [outbound, back] = itinerary.bounds
  if (!outbound || !back) return []
  const leftFrom = outbound.segments[0]!.from.code
  const landedAt = outbound.segments[outbound.segments.length - 1]!.to.code
  const returnsFrom = back.segments[0]!.from.code
  const returnsTo = back.segments[back.segments.length - 1]!.to.code
  return [
    ...(returnsFrom !== landedAt ? [airText('results.airport-change-away', { arrival: landedAt, departure: returnsFrom })] : []),
    ...(returnsTo !== leftFrom ? [airText('results.airport-change-home', { origin: leftFrom, arrival: returnsTo })] : []),
  ]
}
