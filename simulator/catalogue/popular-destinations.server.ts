// GET /catalogue/popular-destinations: a line's most visited destinations, each with its picture and the
// lowest price the line's own search answers for a default search there (issue 19, item 5). The price
// is read from the search itself, never computed beside it, so the landing page and the results agree.
import { HotelSearchCriteriaSchema } from '@contracts/lxp/hotel.schema'
import { AirSearchCriteriaSchema } from '@contracts/lxp/air.schema'
import { CarSearchCriteriaSchema } from '@contracts/lxp/car.schema'
import { DiningSearchCriteriaSchema } from '@contracts/lxp/dining.schema'
import { ActivitySearchCriteriaSchema } from '@contracts/lxp/activity.schema'
import type { PopularDestination, PopularDestinationLine, PopularDestinations } from '@contracts/lxp/popular-destinations.contract'
import type { Money } from '@contracts/lxp/shared/values.schema'
import type { Database } from '../db/database'
import { searchHotels } from '../hotel/hotel-search.server'
import { addDays } from '../shared/calendar'
import { searchFlights } from '../air/air-search.server'
import { searchCars } from '../car/car-rental.server'
import { searchRestaurants } from '../dining/dining-search.server'
import { searchActivities } from '../activity/activity-search.server'
import { networkOf } from '../air/air-itineraries.server'
import { venueDay } from '../clock'
import { SimulatorError } from '../simulator-error'
import { destinations, type Destination } from './destinations'
import { sceneOf } from './scenes'

/** The default search: two weeks ahead, two nights (as the app's default trip, docs/decisions/079). */
export const defaultSearch = { leadDays: 14, nights: 2, dinnerTime: '19:00', defaultOrigin: 'JFK' } as const

type Search = PopularDestination['search']
type Priced = { from: Money; pricedPer: PopularDestination['pricedPer'] } | null

/** The destination's picture: a beach for a resort, else its skyline, one variant per destination. */
export function destinationImage(destination: Destination) {
  return destination.resort
    ? { src: sceneOf('coast', destination.id), alt: `A beach with a sailing boat and a palm tree, for ${destination.name}` }
    : { src: sceneOf('city', destination.id), alt: `A city skyline over a river with a bridge, for ${destination.name}` }
}

/**
 * The default search of a line at a destination. Two weeks from today where the search takes place
 * (docs/decisions/111, 133): the destination's date, or for flights the origin airport's, so a card never
 * counts from a UTC date that is a day ahead of or behind the place's own.
 */
function searchOf(line: PopularDestinationLine, destination: Destination, origin: string, venueToday: string): Search {
  const startDate = addDays(venueToday, defaultSearch.leadDays)
  const endDate = addDays(startDate, defaultSearch.nights)
  switch (line) {
    case 'hotel':
    case 'car':
      return { origin: null, destination: destination.name, startDate, endDate, travelers: 2 }
    case 'air':
      return { origin, destination: destination.airports[0]!, startDate, endDate, travelers: 1 }
    case 'dining':
    case 'tour':
      return { origin: null, destination: destination.name, startDate, endDate: null, travelers: 2 }
    case 'transport':
      return { origin: destination.airports[0]!, destination: destination.name, startDate, endDate: null, travelers: 1 }
  }
}

const lowest = <T>(items: readonly T[], amount: (item: T) => number | null): T | undefined =>
  items.reduce<T | undefined>((best, item) => (amount(item) === null ? best : best === undefined || amount(item)! < amount(best)! ? item : best), undefined)

/** What the line's search answers as its lowest price for the search; null when nothing is for sale. */
async function lowestPrice(db: Database, line: PopularDestinationLine, search: Search, today: string): Promise<Priced> {
  switch (line) {
    case 'hotel': {
      const found = await searchHotels(db, HotelSearchCriteriaSchema.parse({ destination: search.destination, checkIn: search.startDate, checkOut: search.endDate, rooms: [{ adults: search.travelers }], sort: 'price-asc', pageSize: 1 }), today)
      return found.total > 0 ? { from: { amount: found.facets.price.min, currency: found.facets.price.currency }, pricedPer: 'NIGHT' } : null
    }
    case 'air': {
      const found = await searchFlights(db, AirSearchCriteriaSchema.parse({ origin: search.origin, destination: search.destination, departDate: search.startDate, returnDate: search.endDate, sort: 'price', pageSize: 1 }), today)
      const first = found.items[0]
      return first ? { from: { amount: found.facets.price.min, currency: first.currency }, pricedPer: 'TRAVELER' } : null
    }
    case 'car': {
      const found = await searchCars(db, CarSearchCriteriaSchema.parse({ pickUpLocation: search.destination, pickUpDate: search.startDate, dropOffDate: search.endDate, sort: 'price-asc', pageSize: 1 }), today)
      const first = found.items[0]
      return first ? { from: first.daily, pricedPer: 'DAY' } : null
    }
    case 'dining': {
      // Tables are free or a deposit: the price a diner sees is a set menu's, per person.
      const found = await searchRestaurants(db, DiningSearchCriteriaSchema.parse({ destination: search.destination, date: search.startDate, time: defaultSearch.dinnerTime, partySize: search.travelers, pageSize: 50 }), today)
      const cheapest = lowest(found.items, (item) => item.fromPerPerson?.amount ?? null)
      return cheapest?.fromPerPerson ? { from: cheapest.fromPerPerson, pricedPer: 'TRAVELER' } : null
    }
    case 'tour':
    case 'transport': {
      const criteria =
        line === 'tour'
          ? { kind: 'tour' as const, destination: search.destination, startDate: search.startDate, travelers: search.travelers, sort: 'price-asc' as const, pageSize: 1 }
          : { kind: 'transport' as const, origin: search.origin, destination: search.destination, date: search.startDate, passengers: search.travelers, sort: 'price-asc' as const, pageSize: 1 }
      const found = await searchActivities(db, ActivitySearchCriteriaSchema.parse(criteria), today)
      const first = found.items[0]
      return first ? { from: first.price.from, pricedPer: first.price.pricedPer === 'GROUP' ? 'GROUP' : 'TRAVELER' } : null
    }
  }
}

export async function popularDestinations(db: Database, query: { line: PopularDestinationLine; origin?: string; limit: number }, today: string): Promise<PopularDestinations> {
  const origin = query.origin ?? defaultSearch.defaultOrigin
  // Flights count from the day at the airport they leave from; an airport the network does not know is refused by the search itself.
  const originZone = query.line === 'air' ? (await networkOf(db)).airports.get(origin)?.timeZone : undefined
  const found: PopularDestination[] = []
  // The table is ordered by arrivals; a flight's own origin and sanctioned places are not offered.
  for (const destination of destinations) {
    if (found.length >= query.limit) break
    if (destination.sanctioned || (query.line === 'air' && destination.airports.includes(origin))) continue
    const search = searchOf(query.line, destination, origin, venueDay(originZone ?? destination.timeZone, today))
    const priced = await lowestPrice(db, query.line, search, today).catch((error: unknown) => {
      // A destination the line cannot serve (no route, no rental office) is left out, as a sold-out one.
      if (error instanceof SimulatorError) return null
      throw error
    })
    if (priced) found.push({ id: destination.id, name: destination.name, country: destination.countryName, image: destinationImage(destination), search, ...priced })
  }
  return { line: query.line, destinations: found }
}
