// The ride of a transfer on the platform: its ends (an airport of a destination, its city centre, or one of its
// hotels) resolved from what was typed or from place ids, checked as a supplier would (one destination, one end an
// airport, E0000023 for a sanctioned destination), and what the pick-up and drop-off fields ask for on it.
import type { Place } from '@contracts/lxp/activity.schema'
import type { Database } from '../db/database'
import { catalogueDestinations, findHotel, findHotelNamed } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { placeIds, type CatalogueActivity } from './activity-catalogue'
import { activityCatalogue } from './activity-inventory.server'

export type Route = { from: Place; to: Place }

export function sanctionedRefusal(field: string) {
  return new SimulatorError(supplierCodes.sanctioned, 'We cannot offer travel services to this destination because of sanctions.', { field })
}

// Places of a ride: an airport of a destination, its city centre, or one of its hotels.

function airportPlace(activity: CatalogueActivity, destination: Destination): Place {
  const airport = activity.transfer?.airport
  if (!airport) throw new RangeError(`${activity.id} is not a transfer`)
  return { id: airport.placeId, kind: 'AIRPORT', name: `${airport.name} (${airport.iata})`, iata: airport.iata, address: `${airport.name}, ${destination.name}` }
}

const cityPlace = (destination: Destination): Place => ({ id: placeIds.city(destination.id), kind: 'CITY', name: `${destination.name} city centre`, iata: null, address: `Central ${destination.name}, ${destination.countryName}` })

type ResolvedPlace = { place: Place; destination: Destination; airportIata: string | null }

async function resolvePlace(db: Database, text: string, field: string): Promise<ResolvedPlace> {
  const wanted = text.trim()
  const [catalogue, index] = await Promise.all([activityCatalogue(db), catalogueDestinations(db)])
  const transfers = [...catalogue.byId.values()].filter((activity) => activity.transfer !== null)
  const byAirport = (match: (activity: CatalogueActivity) => boolean) => {
    const found = transfers.find(match)
    const destination = found && index.byId.get(found.destinationId)
    return found && destination ? { place: airportPlace(found, destination), destination, airportIata: found.transfer?.airport.iata ?? null } : undefined
  }
  const airport =
    (/^[A-Za-z]{3}$/.test(wanted) ? byAirport((activity) => activity.transfer?.airport.iata === wanted.toUpperCase()) : undefined) ??
    byAirport((activity) => activity.transfer?.airport.placeId === wanted.toLowerCase())
  if (airport) return airport
  const cityId = /^([a-z0-9-]+)-city$/.exec(wanted)?.[1]
  const hotelId = /^[a-z0-9-]+-\d{3}$/.test(wanted) ? wanted : undefined
  let destination = cityId ? index.byId.get(cityId) : undefined
  if (!destination && hotelId) {
    const hotel = await findHotel(db, hotelId).catch(() => undefined)
    if (hotel) return { place: hotelPlace(hotel.hotel), destination: hotel.destination, airportIata: null }
  }
  destination ??= index.byText.get(searchText(wanted))
  if (destination?.sanctioned) throw sanctionedRefusal(field)
  if (destination) return { place: cityPlace(destination), destination, airportIata: null }
  const named = await findHotelNamed(db, wanted)
  if (named) {
    if (named.destination.sanctioned) throw sanctionedRefusal(field)
    return { place: hotelPlace(named.hotel), destination: named.destination, airportIata: null }
  }
  throw new SimulatorError('DESTINATION_NOT_FOUND', `We could not find '${wanted}'. Try an airport code, a city or a hotel name.`, { field })
}

function hotelPlace(hotel: { id: string; name: string; address: { addressLine1: string; cityName: string } }): Place {
  return { id: hotel.id, kind: 'HOTEL', name: hotel.name, iata: null, address: `${hotel.address.addressLine1}, ${hotel.address.cityName}` }
}

/** A ride between an airport and the city (or a hotel) of one destination. */
export async function resolveRide(db: Database, fromText: string, toText: string, fields: { from: string; to: string }) {
  const from = await resolvePlace(db, fromText, fields.from)
  const to = await resolvePlace(db, toText, fields.to)
  if (from.destination.id !== to.destination.id) {
    throw new SimulatorError('INVALID_CRITERIA', `Transfers run within one destination: ${from.place.name} and ${to.place.name} are in different places.`, { field: fields.to })
  }
  if ((from.airportIata === null) === (to.airportIata === null)) {
    throw new SimulatorError('INVALID_CRITERIA', 'Transfers run between an airport and the city or a hotel: make one end an airport and the other a city or hotel.', { field: fields.to })
  }
  return { destination: from.destination, airportIata: (from.airportIata ?? to.airportIata) as string, route: { from: from.place, to: to.place } }
}

/** The ride of a transfer between two place ids: one end is its airport, the other the city or a hotel there. */
export async function rideOf(db: Database, activity: CatalogueActivity, from: string | undefined, to: string | undefined): Promise<Route | null> {
  if (activity.kind !== 'transport') return null
  if (!from) throw new SimulatorError('INVALID_CRITERIA', 'Say where the ride starts.', { field: 'from' })
  if (!to) throw new SimulatorError('INVALID_CRITERIA', 'Say where the ride ends.', { field: 'to' })
  const ride = await resolveRide(db, from, to, { from: 'from', to: 'to' })
  if (ride.destination.id !== activity.destinationId || ride.airportIata !== activity.transfer?.airport.iata) {
    throw new SimulatorError('INVALID_CRITERIA', `This transfer runs between ${activity.transfer?.airport.name} and the city.`, { field: 'to' })
  }
  return ride.route
}

/**
 * What the drop-off field asks for on a ride (tours have none): nothing at an airport or a named hotel (the
 * driver knows where), the address in the city door to door, the hotel for a shared shuttle's stops.
 */
export function dropOffOf(activity: CatalogueActivity, route: Route | null): { dropOff?: CatalogueActivity['pickUp'] } {
  if (activity.kind !== 'transport' || !route) return {}
  if (route.to.kind === 'AIRPORT') return { dropOff: { offered: false, required: false, label: 'Drop-off', description: `Drop-off at the departures level of ${route.to.name}.` } }
  if (route.to.kind === 'HOTEL') return { dropOff: { offered: false, required: false, label: 'Drop-off', description: `Drop-off at the entrance of ${route.to.name}.` } }
  const city = route.to.address.replace(/^Central /, '')
  return activity.options.some((option) => option.pricedPer === 'TRAVELER')
    ? { dropOff: { offered: true, required: true, label: 'Hotel for drop-off', description: `The shuttle stops at hotels in ${city}.` } }
    : { dropOff: { offered: true, required: true, label: 'Drop-off address', description: `Drop-off at your address in ${city}.` } }
}

/** What the pick-up field asks for: the hotel for tours with pick-up, the flight from an airport, the address to one. */
export function pickUpFor(activity: CatalogueActivity, route: Route | null): CatalogueActivity['pickUp'] {
  if (!route) return activity.pickUp
  if (route.from.kind === 'AIRPORT') {
    return { offered: true, required: false, label: 'Flight number (optional)', description: `Your driver meets you in the arrivals hall of ${route.from.name}.` }
  }
  if (route.from.kind === 'HOTEL') return { offered: true, required: false, label: 'Room or extra pick-up notes (optional)', description: `Pick-up at the entrance of ${route.from.name}.` }
  return { offered: true, required: true, label: 'Pick-up address', description: `Pick-up at your address in ${route.from.address.replace(/^Central /, '')}.` }
}
