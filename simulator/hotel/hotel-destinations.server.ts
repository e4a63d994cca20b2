// Autocomplete for the destination field: destinations, then hotels of other destinations, whose
// name (or a word of it) starts with what was typed, ignoring case and accents. Sanctioned
// destinations are never offered.
import { and, asc, like, notInArray, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { simHotels } from './hotel.tables'

export type DestinationSuggestion = {
  kind: 'destination' | 'hotel'
  id: string
  name: string
  /** Country of a destination, destination of a hotel. */
  detail: string
  destinationId: string
  countryCode: string
  /** A destination's airports (IATA codes), for flight searches. */
  airports?: string[]
  /** The destination's IANA time zone, whose today a form's first date is once the place is chosen. */
  timeZone?: string
}

export const suggestionLimits = { default: 8, max: 20 } as const

function startsWord(text: string, wanted: string) {
  return text.startsWith(wanted) || text.includes(` ${wanted}`)
}

function destinationMatch(destination: Destination, wanted: string): number | undefined {
  const name = searchText(destination.name)
  if (name.startsWith(wanted)) return 0
  if (startsWord(name, wanted)) return 1
  if (destination.aliases.some((alias) => startsWord(searchText(alias), wanted))) return 2
  if (wanted.length === 3 && destination.airports.some((code) => code.toLowerCase() === wanted)) return 2
  return undefined
}

export async function listDestinations(db: Database, query: string, limit: number = suggestionLimits.default): Promise<DestinationSuggestion[]> {
  const count = Math.min(Math.max(1, Math.trunc(limit) || suggestionLimits.default), suggestionLimits.max)
  const wanted = searchText(query)
  const index = await catalogueDestinations(db)
  const open = index.list.filter((destination) => !destination.sanctioned)
  const asSuggestion = (destination: Destination): DestinationSuggestion => ({
    kind: 'destination',
    id: destination.id,
    name: destination.name,
    detail: destination.countryName,
    destinationId: destination.id,
    countryCode: destination.countryCode,
    airports: destination.airports,
    timeZone: destination.timeZone,
  })
  // An empty field suggests the most visited places.
  if (wanted === '') return open.slice(0, count).map(asSuggestion)

  const places = open
    .map((destination) => ({ destination, rank: destinationMatch(destination, wanted) }))
    .filter((match): match is { destination: Destination; rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => asSuggestion(match.destination))
  if (places.length >= count || wanted.length < 2) return places.slice(0, count)

  // A hotel of a destination already suggested adds nothing: searching it searches that destination.
  const excluded = [...index.list.filter((destination) => destination.sanctioned).map((destination) => destination.id), ...places.map((place) => place.id)]
  // searchText leaves only letters, digits and spaces, so nothing needs escaping in the patterns.
  const hotels = await db
    .select({ id: simHotels.id, name: simHotels.name, destinationId: simHotels.destinationId })
    .from(simHotels)
    .where(and(or(like(simHotels.searchName, `${wanted}%`), like(simHotels.searchName, `% ${wanted}%`)), notInArray(simHotels.destinationId, excluded)))
    .orderBy(sql`${simHotels.searchName} like ${`${wanted}%`} desc`, asc(simHotels.name), asc(simHotels.id))
    .limit(count - places.length)
  return [
    ...places,
    ...hotels.map((hotel): DestinationSuggestion => {
      const destination = index.byId.get(hotel.destinationId)
      return { kind: 'hotel', id: hotel.id, name: hotel.name, detail: destination?.name ?? '', destinationId: hotel.destinationId, countryCode: destination?.countryCode ?? '', timeZone: destination?.timeZone }
    }),
  ]
}
