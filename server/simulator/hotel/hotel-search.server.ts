// Hotel search, suggestions and availability over the stored catalogue. A destination's hotels are
// read once and kept in memory (the catalogue never changes while running); prices are computed.
import { and, between, inArray } from 'drizzle-orm'
import type { DestinationSuggestion, HotelSearchCriteria, HotelSearchResult, HotelSummary } from '@contracts/lxp/hotel.schema'
import type { Database } from '../../db/database.server'
import { destinations, type Destination } from '../catalogue/destinations'
import { accessibilityLabels, amenityLabels, chainLabels, propertyTypeLabels, type Hotel, type Rate, type RoomType } from '../catalogue/hotel-catalogue'
import { SimulatorError, supplierCodes } from '../simulator-error'
import { simHotels, simRoomNights } from '../simulator.tables'
import { nightsOf, priceStay } from './hotel-pricing'

export const maxNights = 30
const currency = 'USD'

const hotelsByDestination = new Map<string, Promise<Hotel[]>>()

export function destinationHotels(db: Database, destinationId: string): Promise<Hotel[]> {
  let pending = hotelsByDestination.get(destinationId)
  if (!pending) {
    pending = db
      .select({ data: simHotels.data })
      .from(simHotels)
      .where(inArray(simHotels.destinationId, [destinationId]))
      .then((rows) => rows.map((row) => row.data as Hotel))
    pending.catch(() => hotelsByDestination.delete(destinationId))
    hotelsByDestination.set(destinationId, pending)
  }
  return pending
}

/** Lower case without accents, for matching what people type. */
export function normalise(text: string) {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()
}

export function findDestination(text: string): Destination | undefined {
  const wanted = normalise(text)
  return destinations.find((destination) => destination.id === wanted || normalise(destination.name) === wanted)
}

export async function suggestDestinations(db: Database, query: string, limit: number): Promise<DestinationSuggestion[]> {
  const wanted = normalise(query)
  const places = destinations
    .filter((destination) => !destination.sanctioned && normalise(destination.name).startsWith(wanted))
    .map((destination): DestinationSuggestion => ({ kind: 'destination', id: destination.id, name: destination.name, detail: destination.countryName }))
  if (places.length >= limit || wanted.length < 3) return places.slice(0, limit)
  const matchingHotels: DestinationSuggestion[] = []
  for (const destination of destinations) {
    if (destination.sanctioned) continue
    for (const hotel of await destinationHotels(db, destination.id)) {
      if (normalise(hotel.name).includes(wanted)) matchingHotels.push({ kind: 'hotel', id: hotel.id, name: hotel.name, detail: destination.name })
    }
  }
  return [...places, ...matchingHotels].slice(0, limit)
}

/** Rooms booked per room type and night, for the given room types over the stay. */
export async function bookedRooms(db: Database, roomTypeIds: string[], nights: string[]) {
  const booked = new Map<string, number>()
  if (roomTypeIds.length === 0 || nights.length === 0) return booked
  const rows = await db
    .select()
    .from(simRoomNights)
    .where(and(inArray(simRoomNights.roomTypeId, roomTypeIds), between(simRoomNights.night, nights[0] ?? '', nights.at(-1) ?? '')))
  for (const row of rows) booked.set(`${row.roomTypeId}|${row.night}`, row.booked)
  return booked
}

export function validateStay(criteria: Pick<HotelSearchCriteria, 'checkIn' | 'checkOut'>, today: string) {
  if (criteria.checkIn < today) throw new SimulatorError(422, 'INVALID_DATES', 'Check-in cannot be in the past.', 'body.checkIn')
  const nights = nightsOf(criteria.checkIn, criteria.checkOut)
  if (nights.length === 0) throw new SimulatorError(422, 'INVALID_DATES', 'Check-out must be after check-in.', 'body.checkOut')
  if (nights.length > maxNights) throw new SimulatorError(422, 'INVALID_DATES', `Stays can be at most ${maxNights} nights.`, 'body.checkOut')
  return nights
}

export function resolveDestination(text: string) {
  const destination = findDestination(text)
  if (!destination) throw new SimulatorError(422, 'DESTINATION_NOT_FOUND', `We couldn't find a destination called '${text}'.`, 'body.destination')
  if (destination.sanctioned) {
    throw new SimulatorError(422, supplierCodes.sanctioned, 'We cannot offer travel to this destination because of international sanctions.', 'body.destination')
  }
  return destination
}

type RoomChoice = { room: RoomType; rate: Rate }

/** The rate options that fit the party and are available on every night, cheapest first. */
export function availableChoices(hotel: Hotel, criteria: Pick<HotelSearchCriteria, 'rooms'>, nights: string[], booked: Map<string, number>, destination: Destination) {
  const largestParty = Math.max(...criteria.rooms.map((room) => room.adults + room.childAges.length))
  const roomCount = criteria.rooms.length
  const choices: (RoomChoice & { price: ReturnType<typeof priceStay> })[] = []
  for (const room of hotel.rooms) {
    if (room.maxOccupancy < largestParty) continue
    const free = nights.every((night) => room.inventory - (booked.get(`${room.id}|${night}`) ?? 0) >= roomCount)
    if (!free) continue
    for (const rate of room.rates) choices.push({ room, rate, price: priceStay(hotel, room, rate, nights, roomCount, destination) })
  }
  return choices.sort((a, b) => a.price.total - b.price.total)
}

type Candidate = { hotel: Hotel; summary: HotelSummary }

type FacetKey = 'stars' | 'amenities' | 'propertyTypes' | 'chains' | 'accessibility'

function valuesOf(hotel: Hotel, key: FacetKey): string[] {
  if (key === 'stars') return [String(hotel.stars)]
  if (key === 'amenities') return hotel.amenities
  if (key === 'propertyTypes') return [hotel.propertyType]
  if (key === 'chains') return hotel.chain ? [hotel.chain] : []
  return hotel.accessibility
}

function matches(candidate: Candidate, filters: HotelSearchCriteria['filters'], except?: FacetKey) {
  const { hotel, summary } = candidate
  const nightly = summary.nightlyPrice.amount
  if (filters.priceMin !== undefined && nightly < filters.priceMin) return false
  if (filters.priceMax !== undefined && nightly > filters.priceMax) return false
  if (except !== 'stars' && filters.stars?.length && !filters.stars.includes(hotel.stars)) return false
  if (filters.minReviewScore !== undefined && hotel.review.score < filters.minReviewScore) return false
  if (except !== 'amenities' && filters.amenities?.some((amenity) => !hotel.amenities.includes(amenity))) return false
  if (except !== 'propertyTypes' && filters.propertyTypes?.length && !filters.propertyTypes.includes(hotel.propertyType)) return false
  if (except !== 'chains' && filters.chains?.length && !(hotel.chain && filters.chains.includes(hotel.chain))) return false
  if (except !== 'accessibility' && filters.accessibility?.some((feature) => !hotel.accessibility.includes(feature))) return false
  if (filters.freeCancellation && !summary.freeCancellation) return false
  if (filters.payLater && !summary.payLater) return false
  if (filters.pointsEligible && !summary.pointsEligible) return false
  return true
}

const labels: Record<FacetKey, (value: string) => string> = {
  stars: (value) => `${value} stars`,
  amenities: (value) => amenityLabels[value] ?? value,
  propertyTypes: (value) => propertyTypeLabels[value] ?? value,
  chains: (value) => chainLabels[value] ?? value,
  accessibility: (value) => accessibilityLabels[value] ?? value,
}

function facet(candidates: Candidate[], filters: HotelSearchCriteria['filters'], key: FacetKey) {
  const counts = new Map<string, number>()
  for (const candidate of candidates) {
    if (!matches(candidate, filters, key)) continue
    for (const value of valuesOf(candidate.hotel, key)) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, label: labels[key](value), count }))
    .sort((a, b) => (key === 'stars' ? Number(b.value) - Number(a.value) : b.count - a.count || a.label.localeCompare(b.label)))
}

const sorters: Record<HotelSearchCriteria['sort'], (a: Candidate, b: Candidate) => number> = {
  featured: (a, b) => b.hotel.review.score * 10 + b.hotel.stars - (a.hotel.review.score * 10 + a.hotel.stars) || a.hotel.id.localeCompare(b.hotel.id),
  'price-asc': (a, b) => a.summary.nightlyPrice.amount - b.summary.nightlyPrice.amount || a.hotel.id.localeCompare(b.hotel.id),
  'price-desc': (a, b) => b.summary.nightlyPrice.amount - a.summary.nightlyPrice.amount || a.hotel.id.localeCompare(b.hotel.id),
  rating: (a, b) => b.hotel.review.score - a.hotel.review.score || b.hotel.review.count - a.hotel.review.count,
  distance: (a, b) => a.hotel.distanceKm - b.hotel.distanceKm || a.hotel.id.localeCompare(b.hotel.id),
}

export async function searchHotels(db: Database, criteria: HotelSearchCriteria, today: string): Promise<HotelSearchResult> {
  const destination = resolveDestination(criteria.destination)
  const nights = validateStay(criteria, today)
  const hotels = await destinationHotels(db, destination.id)
  const booked = await bookedRooms(db, hotels.flatMap((hotel) => hotel.rooms.map((room) => room.id)), nights)

  const candidates: Candidate[] = []
  for (const hotel of hotels) {
    const choices = availableChoices(hotel, criteria, nights, booked, destination)
    const cheapest = choices[0]
    if (!cheapest) continue
    const perRoomNight = Math.round(cheapest.price.total / nights.length / criteria.rooms.length)
    candidates.push({
      hotel,
      summary: {
        id: hotel.id,
        name: hotel.name,
        stars: hotel.stars,
        review: { ...hotel.review, source: 'TRIP_ADVISOR' },
        location: { area: hotel.area, latitude: hotel.latitude, longitude: hotel.longitude, distanceKm: hotel.distanceKm },
        image: hotel.image,
        propertyType: hotel.propertyType,
        chain: hotel.chain,
        nightlyPrice: { amount: perRoomNight, currency },
        totalPrice: { amount: cheapest.price.total, currency },
        freeCancellation: choices.some((choice) => choice.rate.refundable),
        payLater: choices.some((choice) => choice.rate.payment === 'PAY_LATER'),
        pointsEligible: hotel.pointsEligible,
      },
    })
  }

  const matching = candidates.filter((candidate) => matches(candidate, criteria.filters)).sort(sorters[criteria.sort])
  const start = (criteria.page - 1) * criteria.pageSize
  const prices = candidates.map((candidate) => candidate.summary.nightlyPrice.amount)
  return {
    destination: { id: destination.id, name: destination.name, country: destination.countryName, latitude: destination.latitude, longitude: destination.longitude },
    items: matching.slice(start, start + criteria.pageSize).map((candidate) => candidate.summary),
    total: matching.length,
    page: criteria.page,
    pageSize: criteria.pageSize,
    facets: {
      stars: facet(candidates, criteria.filters, 'stars'),
      amenities: facet(candidates, criteria.filters, 'amenities'),
      propertyTypes: facet(candidates, criteria.filters, 'propertyTypes'),
      chains: facet(candidates, criteria.filters, 'chains'),
      accessibility: facet(candidates, criteria.filters, 'accessibility'),
      price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0, currency },
    },
  }
}
