// One hotel for a stay: its rooms and rates with the all-in price breakdown, what is left, policies,
// accessibility details and a reviews summary; and the price of one chosen room and rate (what a
// checkout quotes and a booking takes), refusing with SOLD_OUT when it cannot be had.
import { freeCancellationEnd, freeUntilEndOf } from '@contracts/domain/venue-time'
import { hotelRoomsOf } from '@contracts/lxp/hotel-party'
import type { Database } from '../db/database'
import { findHotel } from '../catalogue/catalogue.server'
import { reviewsFor, type Review } from '../catalogue/reviews'
import { roomImagesOf, type Hotel, type HotelImage, type Rate, type RoomType } from './hotel-catalogue'
import type { Destination } from '../catalogue/destinations'
import { accessibilityLabels, amenityLabels, chains, propertyTypeLabels, type Amenity } from './hotel-catalogue-data'
import { today as clockToday, venueAt } from '../clock'
import { basisPointsOf, money, simulatorCurrency, type Money } from '../money'
import { hashString } from '../random'
import { SimulatorError } from '../simulator-error'
import { bookedRoomNights, roomsLeft, type BookedRoomNights } from './hotel-availability.server'
import { earnPointsEstimate, freeCancellationUntil, welcomesParty } from './hotel-choices'
import { largestParty, validateStay, type RoomRequest, type Stay } from './hotel-criteria'
import { priceStay, type StayPrice } from './hotel-pricing'
import { addressLine, destinationSummary, staySummary, type ReviewSummary } from './hotel-search.server'

/** A stay as pages ask for it: either the rooms with their guests, or a count of rooms, adults and the children's ages. */
export type OfferCriteria = { checkIn: string; checkOut: string; rooms: RoomRequest[] | number; adults?: number; childAges?: readonly number[] }

export type CancellationPolicy = {
  refundable: boolean
  /** Last day (at the hotel) to cancel free of charge; null when the rate is not (or no longer) refundable. */
  freeCancellationUntil: string | null
  /** When free cancellation ends: the next midnight at the hotel after that day, RFC 3339 at its UTC offset (issue 41). */
  freeCancellationEndsAt: string | null
  /** What cancelling after the deadline costs: the first night with its taxes, or everything paid. */
  penaltyAfterDeadline: Money
  description: string
}

export type HotelRateOffer = {
  id: string
  name: string
  refundable: boolean
  payment: 'PAY_NOW' | 'PAY_LATER'
  pointsEligible: boolean
  freeCancellationUntil: string | null
  cancellationPolicy: CancellationPolicy
  price: StayPrice
  earnPointsEstimate: number
}

/** A room type as offered for a stay: its features labelled, what is left instead of the inventory. */
export type HotelRoomOffer = Omit<RoomType, 'accessibilityFeatures' | 'inventory' | 'baseNightly' | 'rates'> & {
  images: HotelImage[]
  accessibilityFeatures: { value: string; label: string }[]
  roomsLeft: number
  /** Rates are listed only when enough rooms are left for the whole stay. */
  rates: HotelRateOffer[]
}

export type ReviewsSummary = ReviewSummary & { rating: string; categories: { name: string; score: number }[]; highlights: string[]; items: Review[] }

export type HotelOffer = {
  id: string
  name: string
  stars: number
  description: string
  propertyType: string
  propertyTypeLabel: string
  chain: { id: string; name: string } | null
  destination: ReturnType<typeof destinationSummary>
  address: Hotel['address']
  location: { area: string; latitude: number; longitude: number; distanceKm: number; address: string }
  review: ReviewSummary
  reviews: ReviewsSummary
  image: HotelImage
  images: HotelImage[]
  amenities: { value: string; label: string }[]
  accessibility: { value: string; label: string }[]
  policies: {
    checkInFrom: string
    checkOutUntil: string
    minimumCheckInAge: number
    adultsOnly: boolean
    petsAllowed: boolean
    fees: string[]
    payment: string
  }
  pointsEligible: boolean
  payLater: boolean
  freeCancellation: boolean
  checkIn: string
  checkOut: string
  stay: ReturnType<typeof staySummary>
  /** Nothing bookable for this party and these dates. */
  soldOut: boolean
  /** The cheapest all-in total of the stay, when anything is bookable. */
  lowestTotal: Money | null
  rooms: HotelRoomOffer[]
}

/** Spreads a number of adults over a number of rooms as evenly as possible, the children in the first, as a search does. */
export function roomsOf(criteria: OfferCriteria): unknown {
  if (!Number.isInteger(criteria.rooms)) return criteria.rooms
  const count = criteria.rooms as number
  const adults = criteria.adults ?? 2 * count
  if (count < 1 || adults < count) {
    throw new SimulatorError('INVALID_CRITERIA', 'Each room needs at least 1 adult.', { field: adults < count ? 'adults' : 'rooms' })
  }
  return hotelRoomsOf(count, adults, criteria.childAges)
}

function ratingOf(score: number) {
  if (score >= 4.5) return 'Excellent'
  if (score >= 4) return 'Very good'
  if (score >= 3.5) return 'Good'
  if (score >= 3) return 'Average'
  return 'Poor'
}

/** What guests write about: every hotel's rooms and staff, and the amenities it has, as a guest names them. */
const reviewedEverywhere = ['room', 'bed', 'front desk team']
const reviewedAmenities: Partial<Record<Amenity, string[]>> = {
  wifi: ['Wi-Fi'],
  pool: ['pool'],
  spa: ['spa'],
  gym: ['gym'],
  parking: ['parking'],
  breakfast: ['breakfast'],
  'airport-shuttle': ['airport shuttle'],
  restaurant: ['restaurant'],
  bar: ['bar'],
  'air-conditioning': ['air conditioning'],
  'room-service': ['room service'],
  'family-rooms': ['family room'],
}

/** Derived, not stored: category scores spread around the overall score, stable per hotel. */
function reviewsOf(hotel: Hotel): ReviewsSummary {
  const categories = ['Location', 'Cleanliness', 'Service', 'Rooms', 'Value'].map((name) => {
    const spread = (hashString(`${hotel.id}:review:${name}`) % 9) - 4
    return { name, score: Math.min(50, Math.max(10, Math.round(hotel.review.score * 10) + spread)) / 10 }
  })
  const best = [...categories].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
  const highlights = [
    `Travellers rate the ${best[0]?.name.toLowerCase()} highest (${best[0]?.score.toFixed(1)} of 5).`,
    hotel.distanceKm < 1.5 ? `Walkable: ${hotel.distanceKm} km from the centre of ${hotel.address.cityName}.` : `Quieter ${hotel.area} setting, ${hotel.distanceKm} km from the centre.`,
  ]
  if (hotel.amenities.includes('breakfast')) highlights.push('Breakfast is often mentioned.')
  const items = reviewsFor({ kind: 'hotel', id: hotel.id, score: hotel.review.score, details: [...reviewedEverywhere, ...hotel.amenities.flatMap((amenity) => reviewedAmenities[amenity] ?? [])], before: clockToday() })
  return { ...hotel.review, source: 'TRIP_ADVISOR', rating: ratingOf(hotel.review.score), categories, highlights, items }
}

function formatMoney(amount: number, currency: string) {
  return `${currency} ${(amount / 100).toFixed(2)}`
}

/** `timeZone`: the hotel's, whose clock the deadline is a day on. */
export function cancellationPolicyOf(rate: Rate, price: StayPrice, checkIn: string, taxBasisPoints: number, today: string, timeZone: string): CancellationPolicy {
  const until = freeCancellationUntil(rate, checkIn, today)
  if (!rate.refundable) {
    return { refundable: false, freeCancellationUntil: null, freeCancellationEndsAt: null, penaltyAfterDeadline: money(price.total - price.fees), description: 'Non-refundable: nothing is refunded if you cancel or change.' }
  }
  const firstNight = price.nightly[0]?.amount ?? 0
  const penalty = firstNight + basisPointsOf(firstNight, taxBasisPoints)
  const after = `cancelling costs the first night (${formatMoney(penalty, price.currency)})`
  return {
    refundable: true,
    freeCancellationUntil: until,
    freeCancellationEndsAt: freeCancellationEnd(until, timeZone),
    penaltyAfterDeadline: money(penalty),
    description: until ? `${freeUntilEndOf(until, timeZone)}; after that ${after}.` : `The free cancellation period has passed; ${after}.`,
  }
}

function rateOffer(hotel: Hotel, room: RoomType, rate: Rate, stay: Stay, place: { latitude: number; timeZone: string }, today: string): HotelRateOffer {
  const price = priceStay(hotel, room, rate, stay.nights, stay.rooms.length, place)
  const cancellationPolicy = cancellationPolicyOf(rate, price, stay.checkIn, hotel.taxBasisPoints, today, place.timeZone)
  return {
    id: rate.id,
    name: rate.name,
    refundable: rate.refundable,
    payment: rate.payment,
    pointsEligible: rate.pointsEligible,
    freeCancellationUntil: cancellationPolicy.freeCancellationUntil,
    cancellationPolicy,
    price,
    earnPointsEstimate: earnPointsEstimate({ rate, price }),
  }
}

function roomOffer(hotel: Hotel, room: RoomType, stay: Stay, booked: BookedRoomNights, place: Destination, today: string): HotelRoomOffer {
  const left = roomsLeft(room, stay.nights, booked)
  return {
    id: room.id,
    name: room.name,
    images: roomImagesOf(hotel, room, place),
    beds: room.beds,
    maxOccupancy: room.maxOccupancy,
    sizeM2: room.sizeM2,
    smoking: room.smoking,
    accessible: room.accessible,
    accessibilityFeatures: room.accessibilityFeatures.map((value) => ({ value, label: accessibilityLabels[value] })),
    doorWidthCm: room.doorWidthCm,
    accessibilityDetails: room.accessibilityDetails,
    roomsLeft: left,
    rates: left >= stay.rooms.length ? room.rates.map((rate) => rateOffer(hotel, room, rate, stay, place, today)) : [],
  }
}

function policiesOf(hotel: Hotel) {
  const fees = hotel.feeName ? [`${hotel.feeName}: ${formatMoney(hotel.nightlyFee, simulatorCurrency)} per room and night, paid at the hotel.`] : []
  return {
    checkInFrom: hotel.checkInTime,
    checkOutUntil: hotel.checkOutTime,
    minimumCheckInAge: hotel.minimumCheckInAge,
    adultsOnly: hotel.adultsOnly,
    petsAllowed: hotel.amenities.includes('pet-friendly'),
    fees,
    payment: hotel.payLater ? 'Pay now, or pay at the hotel on flexible rates.' : 'Payment is taken when you book.',
  }
}

export async function getHotelOffer(db: Database, hotelId: string, criteria: OfferCriteria, today: string = clockToday()): Promise<HotelOffer> {
  const { hotel, destination } = await findHotel(db, hotelId)
  const now = venueAt(destination.timeZone, today, destination.name)
  const stay = validateStay({ ...criteria, rooms: roomsOf(criteria) }, now)
  const booked = await bookedRoomNights(
    db,
    hotel.rooms.map((room) => room.id),
    stay.nights,
  )
  const party = largestParty(stay.rooms)
  const rooms = welcomesParty(hotel, stay) ? hotel.rooms.filter((room) => room.maxOccupancy >= party).map((room) => roomOffer(hotel, room, stay, booked, destination, now.date)) : []
  const totals = rooms.flatMap((room) => room.rates.map((rate) => rate.price.total))
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    description: hotel.description,
    propertyType: hotel.propertyType,
    propertyTypeLabel: propertyTypeLabels[hotel.propertyType],
    chain: hotel.chain ? { id: hotel.chain, name: chains[hotel.chain].name } : null,
    destination: destinationSummary(destination),
    address: hotel.address,
    location: { area: hotel.area, latitude: hotel.latitude, longitude: hotel.longitude, distanceKm: hotel.distanceKm, address: addressLine(hotel) },
    review: { ...hotel.review, source: 'TRIP_ADVISOR' },
    reviews: reviewsOf(hotel),
    image: hotel.image,
    images: hotel.images,
    amenities: hotel.amenities.map((value) => ({ value, label: amenityLabels[value] })),
    accessibility: hotel.accessibility.map((value) => ({ value, label: accessibilityLabels[value] })),
    policies: policiesOf(hotel),
    pointsEligible: hotel.pointsEligible,
    payLater: hotel.payLater,
    freeCancellation: hotel.rooms.some((room) => room.rates.some((rate) => rate.refundable)),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    stay: staySummary(stay),
    soldOut: totals.length === 0,
    lowestTotal: totals.length > 0 ? money(Math.min(...totals)) : null,
    rooms,
  }
}

export type HotelRateQuote = {
  hotel: { id: string; name: string; stars: number; image: HotelImage; address: Hotel['address']; checkInFrom: string; checkOutUntil: string }
  destination: ReturnType<typeof destinationSummary>
  room: { id: string; name: string; beds: string; maxOccupancy: number; smoking: boolean; accessible: boolean; inventory: number }
  rate: HotelRateOffer
  stay: ReturnType<typeof staySummary> & { nightDates: string[]; guests: RoomRequest[] }
  roomsLeft: number
}

/**
 * The price of one room type at one rate for a stay, as a checkout would quote it: NOT_FOUND for an
 * unknown room or rate, INVALID_CRITERIA when the room cannot hold the party, SOLD_OUT when not
 * enough rooms are left on every night.
 */
export async function quoteHotelRate(
  db: Database,
  request: { hotelId: string; roomTypeId: string; rateId: string } & OfferCriteria,
  today: string = clockToday(),
): Promise<HotelRateQuote> {
  const { hotel, destination } = await findHotel(db, request.hotelId)
  const room = hotel.rooms.find((candidate) => candidate.id === request.roomTypeId)
  if (!room) throw new SimulatorError('NOT_FOUND', 'This hotel has no such room type.', { field: 'roomTypeId' })
  const rate = room.rates.find((candidate) => candidate.id === request.rateId)
  if (!rate) throw new SimulatorError('NOT_FOUND', 'This room has no such rate.', { field: 'rateId' })
  const now = venueAt(destination.timeZone, today, destination.name)
  const stay = validateStay({ ...request, rooms: roomsOf(request) }, now)
  if (!welcomesParty(hotel, stay)) throw new SimulatorError('INVALID_CRITERIA', 'This hotel welcomes adults only.', { field: 'rooms' })
  if (largestParty(stay.rooms) > room.maxOccupancy) {
    throw new SimulatorError('INVALID_CRITERIA', `This room holds at most ${room.maxOccupancy} guests.`, { field: 'rooms' })
  }
  const left = roomsLeft(room, stay.nights, await bookedRoomNights(db, [room.id], stay.nights))
  if (left < stay.rooms.length) {
    throw new SimulatorError('SOLD_OUT', left === 0 ? 'This room is sold out for your dates.' : `Only ${left} of these rooms are left for your dates.`, { field: 'roomTypeId' })
  }
  return {
    hotel: { id: hotel.id, name: hotel.name, stars: hotel.stars, image: hotel.image, address: hotel.address, checkInFrom: hotel.checkInTime, checkOutUntil: hotel.checkOutTime },
    destination: destinationSummary(destination),
    room: { id: room.id, name: room.name, beds: room.beds, maxOccupancy: room.maxOccupancy, smoking: room.smoking, accessible: room.accessible, inventory: room.inventory },
    rate: rateOffer(hotel, room, rate, stay, destination, now.date),
    stay: { ...staySummary(stay), nightDates: stay.nights, guests: stay.rooms },
    roomsLeft: left,
  }
}
