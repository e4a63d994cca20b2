// GET /catalogue/popular-destinations: a line's most visited destinations, each with its picture and the
// lowest price the line's own search answers for a default search there (issue 19, item 5). The price
// is read from the search itself, never computed beside it, so the landing page and the results agree.
import type { PopularDestination, PopularDestinationLine, PopularDestinations } from '@contracts/lxp/popular-destinations.contract'
import type { Database } from '../db/database'
import { addDays } from '../shared/calendar'
import type { PopularLine } from '../shared/simulator-line'
import { everySimulatorLine } from '../simulator-lines.server'
import { venueDay } from '../clock'
import { SimulatorError } from '../simulator-error'
import { destinations, type Destination } from './destinations'
import { sceneOf } from './scenes'

/** The default search: two weeks ahead, two nights (as the app's default trip, docs/decisions/079), flights from JFK. */
export const defaultSearch = { leadDays: 14, nights: 2, defaultOrigin: 'JFK' } as const

/** The destination's picture: a beach for a resort, else its skyline, one variant per destination. */
export function destinationImage(destination: Destination) {
  return destination.resort
    ? { src: sceneOf('coast', destination.id), alt: `A beach with a sailing boat and a palm tree, for ${destination.name}` }
    : { src: sceneOf('city', destination.id), alt: `A city skyline over a river with a bridge, for ${destination.name}` }
}

/** The line's own part (its <line>-line.server.ts): its default search and the lowest price its search answers. */
function popularLineOf(line: PopularDestinationLine): PopularLine {
  const popular = everySimulatorLine.find((each) => line in each.popular)?.popular[line]
  if (!popular) throw new Error(`no line of the simulator declares popular destinations for ${line}`)
  return popular
}

export async function popularDestinations(db: Database, query: { line: PopularDestinationLine; origin?: string; limit: number }, today: string): Promise<PopularDestinations> {
  const line = popularLineOf(query.line)
  const origin = query.origin ?? defaultSearch.defaultOrigin
  // Flights count from the day at the airport they leave from; an airport the network does not know is refused by the search itself.
  const originZone = await line.originTimeZone?.(db, origin)
  const found: PopularDestination[] = []
  // The table is ordered by arrivals; a flight's own origin and sanctioned places are not offered.
  for (const destination of destinations) {
    if (found.length >= query.limit) break
    if (destination.sanctioned || (line.originTimeZone && destination.airports.includes(origin))) continue
    // Two weeks from today where the search takes place (docs/decisions/111, 133): the destination's date, or for
    // flights the origin airport's, so a card never counts from a UTC date that is a day ahead of or behind the place's own.
    const startDate = addDays(venueDay(originZone ?? destination.timeZone, today), defaultSearch.leadDays)
    const search = line.searchOf(destination, { origin, startDate, endDate: addDays(startDate, defaultSearch.nights) })
    const priced = await line.lowestPrice(db, search, today).catch((error: unknown) => {
      // A destination the line cannot serve (no route, no rental office) is left out, as a sold-out one.
      if (error instanceof SimulatorError) return null
      throw error
    })
    if (priced) found.push({ id: destination.id, name: destination.name, country: destination.countryName, image: destinationImage(destination), search, ...priced })
  }
  return { line: query.line, destinations: found }
}
