// Hotels generated deterministically per destination from a fixed seed: the same names, rooms and
// rates on every machine, so tests and bookmarks stay valid.
import { createRandom, hashString, type Random } from '../random'
import type { Destination } from './destinations'

export const amenityLabels: Record<string, string> = {
  wifi: 'Free Wi-Fi',
  pool: 'Pool',
  spa: 'Spa',
  gym: 'Fitness centre',
  parking: 'Parking',
  breakfast: 'Breakfast included',
  'airport-shuttle': 'Airport shuttle',
  'pet-friendly': 'Pet friendly',
  restaurant: 'Restaurant',
  bar: 'Bar',
  'ev-charging': 'EV charging',
  'air-conditioning': 'Air conditioning',
}

export const accessibilityLabels: Record<string, string> = {
  'step-free-access': 'Step-free access',
  'roll-in-shower': 'Roll-in shower',
  'accessible-parking': 'Accessible parking',
  'hearing-loop': 'Hearing loop',
  'grab-bars': 'Grab bars in bathroom',
  'lowered-sink': 'Lowered sink',
}

export const propertyTypeLabels: Record<string, string> = {
  hotel: 'Hotel',
  resort: 'Resort',
  apartment: 'Apartment hotel',
  boutique: 'Boutique hotel',
  hostel: 'Hostel',
  villa: 'Villa',
}

export const chainLabels: Record<string, string> = {
  meridian: 'Meridian Collection',
  harborline: 'Harborline Hotels',
  atlas: 'Atlas Suites',
  verdant: 'Verdant Resorts',
  northstar: 'Northstar Inns',
  lumen: 'Lumen Boutique',
}

export type Rate = {
  id: string
  name: string
  refundable: boolean
  payment: 'PAY_NOW' | 'PAY_LATER'
  /** Free cancellation until this many days before check-in (refundable rates only). */
  freeCancellationDays: number | null
  /** Multiplier on the room's nightly price, in thousandths (integer arithmetic). */
  priceFactorPermille: number
}

export type RoomType = {
  id: string
  name: string
  beds: string
  maxOccupancy: number
  sizeM2: number
  smoking: boolean
  accessible: boolean
  accessibilityDetails: string[]
  /** Rooms of this type available per night. */
  inventory: number
  /** Nightly base price in minor units before date and demand factors. */
  baseNightly: number
  rates: Rate[]
}

export type Hotel = {
  id: string
  destinationId: string
  name: string
  stars: number
  chain: string | null
  propertyType: string
  amenities: string[]
  accessibility: string[]
  review: { score: number; count: number }
  latitude: number
  longitude: number
  distanceKm: number
  area: string
  address: { addressLine1: string; cityName: string; countryCode: string; countryName: string; postalCode: string }
  description: string
  image: { src: string; alt: string }
  pointsEligible: boolean
  /** Taxes in basis points of the room price, and a per-night property fee in minor units. */
  taxBasisPoints: number
  nightlyFee: number
  checkInTime: string
  checkOutTime: string
  rooms: RoomType[]
}

const areas = ['Old Town', 'Harbourfront', 'City Centre', 'Riverside', 'Museum Quarter', 'Financial District', 'Beachside', 'Garden District', 'Station Quarter', 'Arts District', 'University Quarter', 'Market Square']
const firstWords = ['Grand', 'Royal', 'Park', 'Harbour', 'Garden', 'Palace', 'Riverside', 'Summit', 'Crown', 'Heritage', 'Azure', 'Golden', 'Silver', 'Maple', 'Cedar', 'Coral', 'Ivory', 'Lantern', 'Orchard', 'Beacon']
const lastWords: Record<string, string[]> = {
  hotel: ['Hotel', 'Grand Hotel', 'Hotel & Suites', 'Plaza Hotel'],
  resort: ['Resort', 'Resort & Spa', 'Beach Resort'],
  apartment: ['Apartments', 'Residences', 'Aparthotel'],
  boutique: ['House', 'Maison', 'Lodge', 'Rooms'],
  hostel: ['Hostel', 'Backpackers'],
  villa: ['Villas', 'Villa Retreat'],
}
const streets = ['Market Street', 'Harbour Road', 'Park Avenue', 'King Street', 'Station Road', 'River Walk', 'Garden Lane', 'Museum Way', 'High Street', 'Bridge Street']
const roomNames = [
  { name: 'Standard Queen Room', beds: '1 queen bed', occupancy: 2, size: 22 },
  { name: 'Standard Twin Room', beds: '2 single beds', occupancy: 2, size: 24 },
  { name: 'Deluxe King Room', beds: '1 king bed', occupancy: 2, size: 30 },
  { name: 'Family Room', beds: '1 king bed and 2 single beds', occupancy: 4, size: 40 },
  { name: 'Junior Suite', beds: '1 king bed and a sofa bed', occupancy: 3, size: 45 },
  { name: 'One-Bedroom Suite', beds: '1 king bed', occupancy: 2, size: 60 },
]

export const hotelsPerDestination = 60

function offset(random: Random, centre: number, spreadDegrees: number) {
  return Math.round((centre + (random.next() - 0.5) * 2 * spreadDegrees) * 1e5) / 1e5
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const radians = (value: number) => (value * Math.PI) / 180
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10
}

export function generateHotels(destination: Destination): Hotel[] {
  const random = createRandom(hashString(`hotels:${destination.id}`))
  const usedNames = new Set<string>()
  return Array.from({ length: hotelsPerDestination }, (_, index) => {
    const propertyType = random.pick(['hotel', 'hotel', 'hotel', 'boutique', 'boutique', 'apartment', 'resort', 'hostel', 'villa'] as const)
    const stars = propertyType === 'hostel' ? random.int(1, 2) : propertyType === 'resort' || propertyType === 'villa' ? random.int(4, 5) : random.int(2, 5)
    const chain = propertyType === 'hostel' || random.chance(0.35) ? null : random.pick(Object.keys(chainLabels))
    let name = ''
    do {
      name = `${random.pick(firstWords)} ${random.pick(lastWords[propertyType] ?? ['Hotel'])}`
      if (usedNames.has(name)) name = `${name} ${random.pick(areas)}`
    } while (usedNames.has(name))
    usedNames.add(name)
    const latitude = offset(random, destination.latitude, 0.04)
    const longitude = offset(random, destination.longitude, 0.05)
    const area = random.pick(areas)
    const amenityCount = Math.min(Object.keys(amenityLabels).length, 2 + stars + random.int(0, 2))
    const amenities = ['wifi', ...random.sample(Object.keys(amenityLabels).filter((key) => key !== 'wifi'), amenityCount - 1)].sort()
    const accessibility = random.sample(Object.keys(accessibilityLabels), random.int(stars >= 3 ? 1 : 0, 4)).sort()
    const baseNightly = Math.round(((propertyType === 'hostel' ? 35 : 40 + stars * stars * 14) * destination.costLevel * (0.85 + random.next() * 0.4)) / 1) * 100
    const id = `${destination.id}-${String(index + 1).padStart(3, '0')}`
    const rooms = random.sample(roomNames, random.int(3, 6)).map((room, roomIndex): RoomType => {
      const accessible = roomIndex === 0 && accessibility.length > 0
      const sizeFactor = 1000 + (room.size - 22) * 18
      return {
        id: `${id}-r${roomIndex + 1}`,
        name: accessible ? `${room.name}, accessible` : room.name,
        beds: room.beds,
        maxOccupancy: room.occupancy,
        sizeM2: room.size,
        smoking: !accessible && random.chance(0.08),
        accessible,
        accessibilityDetails: accessible
          ? [accessibility.includes('roll-in-shower') ? 'Roll-in shower with seat' : 'Bathtub with grab bars', `Door width ${random.int(86, 95)} cm`, 'Bed height 50 cm', 'Visual fire alarm']
          : [],
        inventory: random.int(2, 9),
        baseNightly: Math.round((baseNightly * sizeFactor) / 1000 / 100) * 100,
        rates: [
          { id: `${id}-r${roomIndex + 1}-flex`, name: 'Flexible rate', refundable: true, payment: random.chance(0.5) ? 'PAY_LATER' : 'PAY_NOW', freeCancellationDays: random.pick([1, 2, 3, 7]), priceFactorPermille: 1000 },
          { id: `${id}-r${roomIndex + 1}-saver`, name: 'Saver rate, non-refundable', refundable: false, payment: 'PAY_NOW', freeCancellationDays: null, priceFactorPermille: 870 },
        ],
      }
    })
    return {
      id,
      destinationId: destination.id,
      name,
      stars,
      chain,
      propertyType,
      amenities,
      accessibility,
      review: { score: Math.round((2.6 + stars * 0.35 + random.next() * 0.9) * 10) / 10 > 5 ? 5 : Math.round((2.6 + stars * 0.35 + random.next() * 0.9) * 10) / 10, count: random.int(40, 9000) },
      latitude,
      longitude,
      distanceKm: distanceKm(destination, { latitude, longitude }),
      area,
      address: {
        addressLine1: `${random.int(1, 480)} ${random.pick(streets)}`,
        cityName: destination.name,
        countryCode: destination.countryCode,
        countryName: destination.countryName,
        postalCode: String(random.int(10000, 99999)),
      },
      description: `${name} is a ${stars}-star ${propertyTypeLabels[propertyType]?.toLowerCase()} in ${area}, ${destination.name}, ${distanceKm(destination, { latitude, longitude })} km from the centre.`,
      image: { src: `/images/placeholders/offer-medium.svg`, alt: `${name}, ${destination.name}` },
      pointsEligible: random.chance(0.85),
      taxBasisPoints: random.int(800, 1600),
      nightlyFee: random.chance(0.3) ? random.int(10, 45) * 100 : 0,
      checkInTime: '15:00',
      checkOutTime: random.pick(['11:00', '12:00']),
      rooms,
    }
  })
}
