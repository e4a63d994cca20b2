// Hotels generated deterministically per destination from the simulator seed: the same names, rooms
// and rates on every machine, so tests and bookmarks stay valid. Only this catalogue is stored;
// prices and availability by date are derived on demand (hotel-pricing.ts).
import { applyPermille, roundHalfUp } from '../money'
import { randomFor, type Random } from '../random'
import { distanceKm, offsetByKm } from '../catalogue/geo'
import { postalCodeIn } from '../catalogue/postcodes'
import type { Destination } from '../catalogue/destinations'
import { sceneOf, type SceneKind } from '../catalogue/scenes'
import { accessibilityLabels, amenityLabels, basePriceByStars, chains, cityAreas, cityResortRoomNames, cityResortWords, firstWords, gallery, hostelBasePrice, lastWords, propertyMix, propertyTypeLabels, resortAreas, roomsByType, starsByType, streets, type AccessibilityFeature, type Amenity, type ChainId, type PropertyType } from './hotel-catalogue-data'

export type PaymentTiming = 'PAY_NOW' | 'PAY_LATER'

export type Rate = {
  id: string
  name: string
  refundable: boolean
  payment: PaymentTiming
  /** Free cancellation until this many days before check-in (refundable rates only). */
  freeCancellationDays: number | null
  /** Multiplier on the room's nightly price, in thousandths (integer arithmetic). */
  priceFactorPermille: number
  /** Whether the stay earns and can be paid with points (rates paid at the property cannot). */
  pointsEligible: boolean
}

export type RoomType = {
  id: string
  name: string
  beds: string
  maxOccupancy: number
  sizeM2: number
  smoking: boolean
  accessible: boolean
  accessibilityFeatures: AccessibilityFeature[]
  /** Clear width of the room and bathroom doors, where the property has measured it. */
  doorWidthCm: number | null
  /** What travellers with access needs ask about, as sentences. */
  accessibilityDetails: string[]
  /** Rooms of this type to sell per night. */
  inventory: number
  /** Nightly base price in minor units before date, demand and rate factors. */
  baseNightly: number
  rates: Rate[]
}

export type HotelImage = { src: string; alt: string }

export type Hotel = {
  id: string
  destinationId: string
  name: string
  stars: number
  chain: ChainId | null
  propertyType: PropertyType
  amenities: Amenity[]
  accessibility: AccessibilityFeature[]
  /** TRIP_ADVISOR-style score 1.0 to 5.0 in tenths, and how many reviews it rests on. */
  review: { score: number; count: number }
  latitude: number
  longitude: number
  distanceKm: number
  area: string
  address: { addressLine1: string; addressLine2?: string; cityName: string; countryCode: string; countryName: string; postalCode: string }
  description: string
  image: HotelImage
  images: HotelImage[]
  pointsEligible: boolean
  payLater: boolean
  adultsOnly: boolean
  /** Taxes in basis points of the room price. */
  taxBasisPoints: number
  /** A property fee per room and night in minor units (resort or destination fee), paid at the hotel. */
  nightlyFee: number
  feeName: string | null
  checkInTime: string
  checkOutTime: string
  minimumCheckInAge: number
  /** Stable per hotel: how prominently the platform places it in "featured" order. */
  featuredRank: number
  /** What the rates of every room follow; the rates themselves are derived from these. */
  rateRules: RateRules
  rooms: RoomType[]
}

/** What is written to the database: the hotel less what is derived from the rest (rates, images). */
export type StoredHotel = Omit<Hotel, 'images' | 'rooms'> & { rooms: Omit<RoomType, 'rates'>[] }

export const hotelsPerDestination = 60


function starsFor(random: Random, propertyType: PropertyType) {
  return random.pick(starsByType[propertyType])
}


function reviewScore(random: Random, stars: number) {
  // Mostly good, occasionally poor: in tenths, 1.0 to 5.0.
  const mean = 26 + stars * 3.6
  const tenths = Math.round(mean + (random.next() + random.next() - 1) * 10)
  return Math.min(50, Math.max(10, tenths)) / 10
}

function reviewCount(random: Random, stars: number) {
  // Long-tailed: a few landmark hotels carry thousands of reviews.
  return Math.round(20 * Math.exp(random.next() * (5 + stars * 0.4)))
}

function chainFor(random: Random, propertyType: PropertyType, stars: number): ChainId | null {
  const fitting = (Object.keys(chains) as ChainId[]).filter((id) => (chains[id].types as readonly string[]).includes(propertyType) && (chains[id].stars as readonly number[]).includes(stars))
  if (fitting.length === 0 || random.chance(0.4)) return null
  return random.pick(fitting)
}

function uniqueName(base: string, usedNames: Set<string>) {
  let name = base
  for (let suffix = 2; usedNames.has(name); suffix += 1) name = `${base} ${suffix}`
  usedNames.add(name)
  return name
}

/** A chain names its hotels after their area, so it has at most one per area. */
function chainArea(random: Random, chain: ChainId | null, destination: Destination, areas: readonly string[], usedNames: Set<string>) {
  if (!chain) return undefined
  const free = areas.filter((area) => !usedNames.has(`${chains[chain].brand} ${destination.name} ${area}`))
  return free.length > 0 ? random.pick(free) : undefined
}


/** The key a hotel's pictures are chosen by: its façade is the same in the results and its gallery. */
const pictureKey = (name: string, destination: Destination) => `${destination.id}:${name}`

function imagesOf(name: string, destination: Destination, amenities: readonly Amenity[]): HotelImage[] {
  const shots = [...gallery]
  if (amenities.includes('pool')) shots.splice(3, 0, ['Swimming pool', 'pool'])
  if (amenities.includes('spa')) shots.splice(4, 0, ['Spa', 'spa'])
  return shots.slice(0, 6).map(([caption, scene]) => ({
    src: sceneOf(scene, pictureKey(name, destination), { palms: destination.resort }),
    alt: `${caption} at ${name}, ${destination.name}`,
  }))
}

/** A room type's own pictures (issue 42 item 1): the room, its bathroom and its view, the same for every stay. */
export function roomImagesOf(hotel: Pick<Hotel, 'name'>, room: Pick<RoomType, 'id' | 'name'>, destination: Destination): HotelImage[] {
  const shots: [caption: string, scene: SceneKind][] = [
    [room.name, 'room'],
    [`Bathroom of the ${room.name}`, 'bathroom'],
    [`View from the ${room.name}`, destination.resort ? 'terrace' : 'city'],
  ]
  return shots.map(([caption, scene]) => ({ src: sceneOf(scene, `${destination.id}:${hotel.name}:${room.id}`, { palms: destination.resort }), alt: `${caption}, ${hotel.name}` }))
}

function describe(name: string, stars: number, propertyType: PropertyType, area: string, destination: Destination, amenities: readonly Amenity[], distance: number) {
  const kind = propertyTypeLabels[propertyType].toLowerCase()
  const highlights = amenities.filter((amenity) => amenity !== 'wifi').slice(0, 3).map((amenity) => amenityLabels[amenity].toLowerCase())
  const where = distance < 1 ? `in the heart of ${destination.name}` : `${distance} km from the centre of ${destination.name}`
  const extras = highlights.length > 0 ? ` Guests enjoy ${highlights.join(', ').replace(/, ([^,]*)$/, ' and $1')}.` : ''
  return `${name} is a ${stars}-star ${kind} in the ${area} area, ${where}.${extras} Free Wi-Fi throughout.`
}

function roomsFor(random: Random, hotelId: string, propertyType: PropertyType, baseNightly: number, accessibility: readonly AccessibilityFeature[], rateRules: RateRules, seaside: boolean): RoomType[] {
  const templates = roomsByType[propertyType]
  const count = Math.min(templates.length, random.int(3, 6))
  // Renamed after the draw, so every other hotel of the destination stays as it was.
  const chosen = random
    .sample(templates, count)
    .sort((a, b) => templates.indexOf(a) - templates.indexOf(b))
    .map((template) => (seaside ? template : { ...template, name: cityResortRoomNames[template.name] ?? template.name }))
  const smallest = chosen[0]?.size ?? 20
  const accessibleOffered = accessibility.includes('step-free-access') && propertyType !== 'hostel'
  return chosen.map((template, index): RoomType => {
    const roomId = `${hotelId}-r${index + 1}`
    const accessible = accessibleOffered && index === 0
    const roomFeatures = accessible ? accessibility.filter((feature) => feature !== 'accessible-parking') : []
    const doorWidthCm = accessible ? random.int(81, 95) : random.chance(0.3) ? random.int(70, 80) : null
    const details: string[] = []
    if (accessible) {
      details.push(roomFeatures.includes('roll-in-shower') ? 'Roll-in shower with fold-down seat' : 'Bathtub with grab bars')
      details.push(`Door width ${doorWidthCm} cm`, `Bed height ${random.int(46, 55)} cm`, 'Clear turning space beside the bed')
      if (roomFeatures.includes('lowered-sink')) details.push('Lowered sink and mirror')
      if (roomFeatures.includes('visual-alarms')) details.push('Visual fire alarm and doorbell')
    } else if (doorWidthCm !== null) {
      details.push(`Door width ${doorWidthCm} cm`)
    }
    // Bigger rooms cost more: 1.5 % per square metre over the hotel's smallest room.
    const sizePermille = 1000 + (template.size - smallest) * 15
    const dormitory = template.occupancy === 1 && propertyType === 'hostel'
    const nightly = applyPermille(dormitory ? roundHalfUp(baseNightly * 45, 100) : baseNightly, sizePermille)
    return {
      id: roomId,
      name: accessible ? `${template.name}, accessible` : template.name,
      beds: template.beds,
      maxOccupancy: template.occupancy,
      sizeM2: template.size,
      smoking: !accessible && random.chance(0.06),
      accessible,
      accessibilityFeatures: roomFeatures,
      doorWidthCm,
      accessibilityDetails: details,
      inventory: accessible ? random.int(3, 5) : random.int(3, 12),
      // Whole currency units, as hotels publish rack rates.
      baseNightly: roundHalfUp(nightly, 100) * 100,
      rates: ratesFor(roomId, rateRules),
    }
  })
}

export type RateRules = { refundable: boolean; payLater: boolean; freeCancellationDays: number; saverPermille: number; pointsEligible: boolean }

function ratesFor(roomId: string, rules: RateRules): Rate[] {
  const rates: Rate[] = [
    { id: `${roomId}-saver`, name: 'Saver rate, non-refundable', refundable: false, payment: 'PAY_NOW', freeCancellationDays: null, priceFactorPermille: rules.saverPermille, pointsEligible: rules.pointsEligible },
  ]
  if (rules.refundable) {
    rates.push({ id: `${roomId}-flex`, name: 'Flexible rate', refundable: true, payment: 'PAY_NOW', freeCancellationDays: rules.freeCancellationDays, priceFactorPermille: 1000, pointsEligible: rules.pointsEligible })
  }
  if (rules.payLater) {
    rates.push({ id: `${roomId}-later`, name: 'Flexible rate, pay at the hotel', refundable: true, payment: 'PAY_LATER', freeCancellationDays: rules.freeCancellationDays, priceFactorPermille: 1030, pointsEligible: false })
  }
  return rates
}

/** The hotels of one destination; none for a sanctioned destination, where nothing is sold. */
export function generateHotels(destination: Destination): Hotel[] {
  if (destination.sanctioned) return []
  const random = randomFor('hotels', destination.id)
  const areas = destination.resort ? resortAreas : cityAreas
  const taxBasisPoints = randomFor('taxes', destination.id).int(32, 64) * 25
  const usedNames = new Set<string>()
  return Array.from({ length: hotelsPerDestination }, (_, index): Hotel => {
    const id = `${destination.id}-${String(index + 1).padStart(3, '0')}`
    const propertyType = random.pick(propertyMix[destination.resort ? 'resort' : 'city'])
    const stars = starsFor(random, propertyType)
    const wantedChain = chainFor(random, propertyType, stars)
    const branded = chainArea(random, wantedChain, destination, areas, usedNames)
    const chain = branded ? wantedChain : null
    const area = branded ?? random.pick(areas)
    const endings = propertyType === 'resort' && !destination.resort ? cityResortWords : lastWords[propertyType]
    let baseName = chain ? `${chains[chain].brand} ${destination.name} ${area}` : `${random.chance(0.15) ? 'The ' : ''}${random.pick(firstWords)} ${random.pick(endings)}`
    if (usedNames.has(baseName) && !chain) baseName = `${random.pick(firstWords)} ${area} ${random.pick(endings)}`
    const name = uniqueName(baseName, usedNames)

    const maxKm = propertyType === 'resort' || propertyType === 'villa' ? 6 : 4.5
    const { latitude, longitude } = offsetByKm(destination, random.next() * 360, Math.sqrt(random.next()) * maxKm)
    const distance = distanceKm(destination, { latitude, longitude })

    const optional = (Object.keys(amenityLabels) as Amenity[]).filter((amenity) => amenity !== 'wifi')
    const amenityCount = Math.min(optional.length, stars + random.int(0, 3) + (propertyType === 'resort' ? 2 : 0))
    const amenities = (['wifi', ...random.sample(optional, amenityCount)] as Amenity[]).sort()
    if ((propertyType === 'resort' || propertyType === 'villa') && !amenities.includes('pool')) amenities.push('pool')
    amenities.sort()
    const accessibility = random.sample(Object.keys(accessibilityLabels) as AccessibilityFeature[], random.int(stars >= 3 ? 2 : 0, stars >= 4 ? 7 : 4)).sort()

    const baseNightly =
      applyPermille(applyPermille(propertyType === 'hostel' ? hostelBasePrice : (basePriceByStars[stars] ?? 14_000), destination.costLevel), random.int(850, 1250))
    const pointsEligible = random.chance(0.85)
    const refundable = propertyType === 'hostel' ? random.chance(0.5) : random.chance(0.92)
    const payLater = refundable && propertyType !== 'hostel' && random.chance(0.55)
    const rateRules: RateRules = {
      refundable,
      payLater,
      freeCancellationDays: random.pick([1, 2, 3, 7, 14]),
      saverPermille: random.int(84, 92) * 10,
      pointsEligible,
    }
    const rooms = roomsFor(random, id, propertyType, baseNightly, accessibility, rateRules, destination.resort)
    const feeChance = propertyType === 'resort' ? 0.6 : propertyType === 'hostel' ? 0 : 0.2
    const nightlyFee = random.chance(feeChance) ? random.int(10, 45) * 100 : 0
    const addressNumber = random.int(1, 480)
    return {
      id,
      destinationId: destination.id,
      name,
      stars,
      chain,
      propertyType,
      amenities,
      accessibility,
      review: { score: reviewScore(random, stars), count: reviewCount(random, stars) },
      latitude,
      longitude,
      distanceKm: distance,
      area,
      address: {
        addressLine1: `${addressNumber} ${random.pick(streets)}`,
        cityName: destination.name,
        countryCode: destination.countryCode,
        countryName: destination.countryName,
        postalCode: postalCodeIn(random, destination.countryCode),
        // From its own sequence, so the rest of the catalogue stays what it was before these lines.
        ...addressLinesOf(id),
      },
      description: describe(name, stars, propertyType, area, destination, amenities, distance),
      image: { src: sceneOf('facade', pictureKey(name, destination), { palms: destination.resort }), alt: `${name}, ${destination.name}` },
      images: imagesOf(name, destination, amenities),
      pointsEligible,
      payLater,
      adultsOnly: (propertyType === 'boutique' || propertyType === 'resort') && random.chance(0.08),
      taxBasisPoints,
      nightlyFee,
      feeName: nightlyFee > 0 ? (propertyType === 'resort' ? 'Resort fee' : 'Destination fee') : null,
      checkInTime: random.pick(['14:00', '15:00', '15:00', '16:00']),
      checkOutTime: random.pick(['10:00', '11:00', '11:00', '12:00']),
      minimumCheckInAge: propertyType === 'hostel' ? 18 : random.pick([18, 18, 21]),
      featuredRank: random.int(0, 999),
      rateRules,
      rooms,
    }
  })
}

export function toStored(hotel: Hotel): StoredHotel {
  const { images: _images, rooms, ...rest } = hotel
  return { ...rest, rooms: rooms.map(({ rates: _rates, ...room }) => room) }
}

/** The full hotel from its stored form; the inverse of `toStored`. */
export function fromStored(stored: StoredHotel, destination: Destination): Hotel {
  return {
    ...stored,
    images: imagesOf(stored.name, destination, stored.amenities),
    rooms: stored.rooms.map((room) => ({ ...room, rates: ratesFor(room.id, stored.rateRules) })),
  }
}

/** A building or wing for about one hotel in four (§R3.24 addressLine2); the rest are found by the street alone. */
function addressLinesOf(hotelId: string): { addressLine2?: string } {
  const random = randomFor('hotel-address-lines', hotelId)
  return random.chance(0.25) ? { addressLine2: random.pick(['North wing', 'Tower B', 'Building 2', 'Entrance on the side street']) } : {}
}
