// Hotel search over one destination: the destination's hotels come from the in-memory catalogue,
// availability from one indexed read of the room nights taken, and filters, facets, sort and paging
// are computed in memory (p95 well under 50 ms on PGlite).
import type { Database } from '../db/database'
import { catalogueDestinations, destinationHotels, type DestinationIndex } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { type Hotel, type HotelImage } from './hotel-catalogue'
import { accessibilityLabels, amenityLabels, chains, propertyTypeLabels } from './hotel-catalogue-data'
import { searchText } from '../catalogue/search-text'
import { today as clockToday, venueAt, venueDay } from '../clock'
import { money, simulatorCurrency, type Money } from '../money'
import { SimulatorError } from '../simulator-error'
import { bookedRoomNights } from './hotel-availability.server'
import { cheapestChoice, earnPointsEstimate, shownTerms, stayChoices, type Choice, type PolicyWish } from './hotel-choices'
import { validateSearchCriteria, type HotelSearchCriteria, type HotelSearchFilters, type HotelSort, type ValidSearch } from './hotel-criteria'
import { pageOf } from '@contracts/lxp/shared/search.schema'

// Kept for callers that reached the catalogue through search before it had its own module.
export { destinationHotels } from '../catalogue/catalogue.server'

export type ReviewSummary = { score: number; count: number; source: 'TRIP_ADVISOR' }

export type HotelSearchItem = {
  id: string
  name: string
  stars: number
  review: ReviewSummary
  location: { area: string; latitude: number; longitude: number; distanceKm: number; address: string }
  image: HotelImage
  propertyType: string
  chain: string | null
  chainName: string | null
  /** All-in (taxes and fees included) average per room and night of the cheapest matching rate, whose terms the item states. */
  nightlyPrice: Money
  /** All-in for the whole stay and all rooms. */
  totalPrice: Money
  /** What the priced rate charges at booking, and what is paid at the hotel (property fees; everything when paid later). */
  dueNow: Money
  dueAtProperty: Money
  /** The long-stay discount already taken off, when there is one. */
  savedAmount: Money | null
  freeCancellation: boolean
  payLater: boolean
  pointsEligible: boolean
  /** A placeholder until checkout quotes earn points from the site's rates. */
  earnPointsEstimate: number
  /** Rooms left of the priced room type (a "only 2 left" hint). */
  roomsLeft: number
  cheapestOffer: { roomTypeId: string; rateId: string; refundable: boolean; payment: 'PAY_NOW' | 'PAY_LATER' }
}

export type Facet = { value: string; label: string; count: number }

export type HotelSearchFacets = {
  stars: Facet[]
  amenities: Facet[]
  propertyTypes: Facet[]
  chains: Facet[]
  accessibility: Facet[]
  /** Hotels scoring at least the value. */
  reviewScores: Facet[]
  /** free-cancellation, pay-later, points-eligible. */
  policies: Facet[]
  /** Range of all-in nightly prices. */
  price: { min: number; max: number; currency: string }
}

export type HotelSearchResult = {
  destination: { id: string; name: string; country: string; countryCode: string; latitude: number; longitude: number; timeZone: string; airports: string[] }
  stay: { checkIn: string; checkOut: string; nights: number; rooms: number; adults: number; children: number }
  items: HotelSearchItem[]
  total: number
  page: number
  pageSize: number
  pageCount: number
  sort: HotelSort
  facets: HotelSearchFacets
}

/** The destination free text names: id, name, alias or airport code, "Name, Country", or a unique prefix. */
export function resolveDestination(index: DestinationIndex, text: string): Destination {
  const wanted = searchText(text)
  const found =
    index.byId.get(text.trim().toLowerCase()) ??
    index.byText.get(wanted) ??
    (text.includes(',') ? index.byText.get(searchText(text.slice(0, text.indexOf(',')))) : undefined) ??
    uniquePrefixMatch(index, wanted)
  if (!found) throw new SimulatorError('DESTINATION_NOT_FOUND', `We couldn't find a destination called '${text.trim()}'.`, { field: 'destination' })
  if (found.sanctioned) {
    throw new SimulatorError('E0000023', 'We cannot offer travel to this destination because of international sanctions.', { field: 'destination' })
  }
  return found
}

function uniquePrefixMatch(index: DestinationIndex, wanted: string) {
  if (wanted.length < 3) return undefined
  const matches = index.list.filter((destination) => searchText(destination.name).startsWith(wanted))
  return matches.length === 1 ? matches[0] : undefined
}

type Candidate = { hotel: Hotel; choices: Choice[] }

type FacetKey = 'price' | 'stars' | 'reviewScore' | 'amenities' | 'propertyTypes' | 'chains' | 'accessibility' | 'freeCancellation' | 'payLater' | 'pointsEligible'

/** The choice a candidate is shown with under these filters (all but `except`), or undefined when it does not match. */
function matchingChoice(candidate: Candidate, filters: HotelSearchFilters, except?: FacetKey): Choice | undefined {
  const { hotel } = candidate
  if (except !== 'stars' && filters.stars?.length && !filters.stars.includes(hotel.stars)) return undefined
  if (except !== 'reviewScore' && filters.minReviewScore !== undefined && hotel.review.score < filters.minReviewScore) return undefined
  if (except !== 'amenities' && filters.amenities?.some((amenity) => !(hotel.amenities as string[]).includes(amenity))) return undefined
  if (except !== 'propertyTypes' && filters.propertyTypes?.length && !filters.propertyTypes.includes(hotel.propertyType)) return undefined
  if (except !== 'chains' && filters.chains?.length && !(hotel.chain && filters.chains.includes(hotel.chain))) return undefined
  if (except !== 'accessibility' && filters.accessibility?.some((feature) => !(hotel.accessibility as string[]).includes(feature))) return undefined
  const wish: PolicyWish = {
    freeCancellation: except !== 'freeCancellation' && filters.freeCancellation,
    payLater: except !== 'payLater' && filters.payLater,
    pointsEligible: except !== 'pointsEligible' && filters.pointsEligible,
  }
  const choice = cheapestChoice(candidate.choices, wish)
  if (!choice) return undefined
  if (except !== 'price') {
    const nightly = choice.price.averageNightly
    if (filters.priceMin !== undefined && nightly < filters.priceMin) return undefined
    if (filters.priceMax !== undefined && nightly > filters.priceMax) return undefined
  }
  return choice
}

const reviewThresholds = [
  { value: 4.5, label: 'Excellent: 4.5+' },
  { value: 4, label: 'Very good: 4+' },
  { value: 3.5, label: 'Good: 3.5+' },
  { value: 3, label: 'Pleasant: 3+' },
]

function countFacet(candidates: Candidate[], filters: HotelSearchFilters, key: FacetKey, valuesOf: (hotel: Hotel) => readonly string[], label: (value: string) => string) {
  const counts = new Map<string, number>()
  for (const candidate of candidates) {
    if (!matchingChoice(candidate, filters, key)) continue
    for (const value of valuesOf(candidate.hotel)) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts.entries()].map(([value, count]) => ({ value, label: label(value), count }))
}

const byCountThenLabel = (a: Facet, b: Facet) => b.count - a.count || a.label.localeCompare(b.label)

function facetsOf(candidates: Candidate[], filters: HotelSearchFilters): HotelSearchFacets {
  const policyCount = (key: 'freeCancellation' | 'payLater' | 'pointsEligible') =>
    candidates.filter((candidate) => {
      const choice = matchingChoice(candidate, filters, key)
      return choice && cheapestChoice(candidate.choices, { ...policyWishOf(filters), [key]: true }) !== undefined
    }).length
  const priced = candidates.map((candidate) => matchingChoice(candidate, filters, 'price')?.price.averageNightly).filter((price) => price !== undefined)
  const scored = candidates.filter((candidate) => matchingChoice(candidate, filters, 'reviewScore')).map((candidate) => candidate.hotel.review.score)
  return {
    stars: countFacet(candidates, filters, 'stars', (hotel) => [String(hotel.stars)], (value) => `${value} stars`).sort((a, b) => Number(b.value) - Number(a.value)),
    amenities: countFacet(candidates, filters, 'amenities', (hotel) => hotel.amenities, (value) => amenityLabels[value as keyof typeof amenityLabels] ?? value).sort(byCountThenLabel),
    propertyTypes: countFacet(candidates, filters, 'propertyTypes', (hotel) => [hotel.propertyType], (value) => propertyTypeLabels[value as keyof typeof propertyTypeLabels] ?? value).sort(byCountThenLabel),
    chains: countFacet(candidates, filters, 'chains', (hotel) => (hotel.chain ? [hotel.chain] : []), (value) => chains[value as keyof typeof chains]?.name ?? value).sort(byCountThenLabel),
    accessibility: countFacet(candidates, filters, 'accessibility', (hotel) => hotel.accessibility, (value) => accessibilityLabels[value as keyof typeof accessibilityLabels] ?? value).sort(byCountThenLabel),
    reviewScores: reviewThresholds.map((threshold) => ({ value: String(threshold.value), label: threshold.label, count: scored.filter((score) => score >= threshold.value).length })),
    policies: [
      { value: 'free-cancellation', label: 'Free cancellation', count: policyCount('freeCancellation') },
      { value: 'pay-later', label: 'Pay at the hotel', count: policyCount('payLater') },
      { value: 'points-eligible', label: 'Pay with points', count: policyCount('pointsEligible') },
    ],
    price: { min: priced.length ? Math.min(...priced) : 0, max: priced.length ? Math.max(...priced) : 0, currency: simulatorCurrency },
  }
}

function policyWishOf(filters: HotelSearchFilters): PolicyWish {
  return { freeCancellation: filters.freeCancellation, payLater: filters.payLater, pointsEligible: filters.pointsEligible }
}

type Shown = { hotel: Hotel; choice: Choice; candidate: Candidate }

/** "Featured": quality first (reviews, stars), then the platform's placement, favouring flexible offers. */
function featuredScore({ hotel, candidate }: Shown) {
  const flexible = candidate.choices.some((choice) => choice.rate.refundable) ? 150 : 0
  return hotel.review.score * 400 + hotel.stars * 100 + hotel.featuredRank / 10 + flexible
}

const byId = (a: Shown, b: Shown) => a.hotel.id.localeCompare(b.hotel.id)
const sorters: Record<HotelSort, (a: Shown, b: Shown) => number> = {
  featured: (a, b) => featuredScore(b) - featuredScore(a) || byId(a, b),
  'price-asc': (a, b) => a.choice.price.averageNightly - b.choice.price.averageNightly || byId(a, b),
  'price-desc': (a, b) => b.choice.price.averageNightly - a.choice.price.averageNightly || byId(a, b),
  rating: (a, b) => b.hotel.review.score - a.hotel.review.score || b.hotel.review.count - a.hotel.review.count || byId(a, b),
  distance: (a, b) => a.hotel.distanceKm - b.hotel.distanceKm || byId(a, b),
}

export function addressLine(hotel: Hotel) {
  return [hotel.address.addressLine1, hotel.address.postalCode, hotel.address.cityName].filter(Boolean).join(', ')
}

function itemOf({ hotel, choice }: Shown): HotelSearchItem {
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    review: { ...hotel.review, source: 'TRIP_ADVISOR' },
    location: { area: hotel.area, latitude: hotel.latitude, longitude: hotel.longitude, distanceKm: hotel.distanceKm, address: addressLine(hotel) },
    image: hotel.image,
    propertyType: hotel.propertyType,
    chain: hotel.chain,
    chainName: hotel.chain ? chains[hotel.chain].name : null,
    nightlyPrice: money(choice.price.averageNightly),
    totalPrice: money(choice.price.total),
    dueNow: money(choice.price.dueNow),
    dueAtProperty: money(choice.price.dueAtProperty),
    savedAmount: choice.price.longStayDiscount > 0 ? money(choice.price.longStayDiscount) : null,
    ...shownTerms(choice),
    earnPointsEstimate: earnPointsEstimate(choice),
    roomsLeft: choice.roomsLeft,
    cheapestOffer: { roomTypeId: choice.room.id, rateId: choice.rate.id, refundable: choice.rate.refundable, payment: choice.rate.payment },
  }
}

export function destinationSummary(destination: Destination) {
  return {
    id: destination.id,
    name: destination.name,
    country: destination.countryName,
    countryCode: destination.countryCode,
    latitude: destination.latitude,
    longitude: destination.longitude,
    timeZone: destination.timeZone,
    airports: destination.airports,
  }
}

export function staySummary(search: Pick<ValidSearch, 'checkIn' | 'checkOut' | 'nights' | 'rooms'>) {
  return {
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    nights: search.nights.length,
    rooms: search.rooms.length,
    adults: search.rooms.reduce((sum, room) => sum + room.adults, 0),
    children: search.rooms.reduce((sum, room) => sum + room.childAges.length, 0),
  }
}

/**
 * Hotels of a destination available for the stay, filtered, sorted and paged, with facets counted
 * per filter over the hotels that every other filter lets through. The criteria are checked here
 * too (callers may be integrators), and `today` is injectable for tests.
 */
export async function searchHotels(db: Database, criteria: HotelSearchCriteria, today: string = clockToday()): Promise<HotelSearchResult> {
  const index = await catalogueDestinations(db)
  const search = validateSearchCriteria(criteria, today, (text) => {
    const place = resolveDestination(index, text)
    return venueAt(place.timeZone, today, place.name)
  })
  const destination = resolveDestination(index, search.destination)
  const hotelToday = venueDay(destination.timeZone, today)
  const hotels = await destinationHotels(db, destination.id)
  const booked = await bookedRoomNights(
    db,
    hotels.flatMap((hotel) => hotel.rooms.map((room) => room.id)),
    search.nights,
  )
  const candidates: Candidate[] = []
  for (const hotel of hotels) {
    const choices = stayChoices(hotel, destination, search, booked, hotelToday)
    if (choices.length > 0) candidates.push({ hotel, choices })
  }

  const shown: Shown[] = []
  for (const candidate of candidates) {
    const choice = matchingChoice(candidate, search.filters)
    if (choice) shown.push({ hotel: candidate.hotel, choice, candidate })
  }
  shown.sort(sorters[search.sort])
  const page = pageOf(shown, search)
  return {
    destination: destinationSummary(destination),
    stay: staySummary(search),
    ...page,
    items: page.items.map(itemOf),
    sort: search.sort,
    facets: facetsOf(candidates, search.filters),
  }
}
