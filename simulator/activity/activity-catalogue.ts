// The tours and transport catalogue, generated deterministically from the simulator seed: for each
// destination a dozen tours from templates (the days they run, start times, a group and sometimes a
// private option, capacity per departure) and, for each of its airports, three transfer companies
// (shared shuttle, private cars and vans, luxury chauffeur) running between the airport and the city.
import type { ActivityCategory, ActivityKind, SupplierContact } from '@contracts/lxp/activity.schema'
import type { Destination } from '../catalogue/destinations'
import { distanceKm } from '../catalogue/geo'
import { phoneNumberFor } from '../catalogue/phone-numbers'
import { reviewsFor, type Review } from '../catalogue/reviews'
import { sceneOf, type SceneKind } from '../catalogue/scenes'
import { today } from '../clock'
import { hashString, randomFor, type Random } from '../random'
import { meetingPlaces, reviewedStops, tourTemplates } from './activity-tour-templates'

/** The picture of a tour by its category (transfers show a car on the road). */
const tourScenes: Record<ActivityCategory, SceneKind> = {
  CLASSES: 'restaurant',
  DAY_TRIPS: 'mountains',
  FOOD_AND_DRINK: 'restaurant',
  LUXURY: 'transfer',
  MUSEUMS_AND_CULTURE: 'museum',
  NIGHTLIFE: 'old-town',
  OUTDOORS: 'forest',
  PRIVATE: 'transfer',
  SHARED: 'transfer',
  SIGHTSEEING: 'old-town',
  WATER: 'coast',
}

export type OptionSpec = {
  id: string
  name: string
  description: string
  pricedPer: 'TRAVELER' | 'GROUP'
  /** Seats of a vehicle or the size of a private group; null when priced per traveler. */
  maxTravelersPerUnit: number | null
  /** Most travelers in one booking. */
  maxTravelers: number
  /** Seats (per traveler) or vehicles and private groups (per group) on one departure. */
  capacity: number
  /** Price of one seat or one vehicle in minor units at a mid-priced destination, before taxes. */
  basePrice: number
  /** Start times (tours); null when the traveller names the pick-up time (transport). */
  startTimes: string[] | null
}

export type AirportEnd = { iata: string; name: string; placeId: string; latitude: number; longitude: number }

/** A tour's gallery (issue 42 item 1): its main picture, then a picture of each of its first stops; a ride has its vehicle only. */
export function activityImagesOf(activity: Pick<CatalogueActivity, 'id' | 'kind' | 'title' | 'image' | 'category' | 'itinerary'>) {
  if (activity.kind !== 'tour') return [activity.image]
  const scenes: SceneKind[] = [tourScenes[activity.category], 'old-town', 'city', 'museum']
  const stops = activity.itinerary.slice(0, 4).map((stop, index) => ({ src: sceneOf(scenes[index % scenes.length]!, `${activity.id}:${stop.title}`), alt: `${stop.title}, on ${activity.title}` }))
  return [activity.image, ...stops]
}

export type CatalogueActivity = {
  id: string
  kind: ActivityKind
  destinationId: string
  timeZone: string
  title: string
  summary: string
  description: string
  highlights: string[]
  category: ActivityCategory
  image: { src: string; alt: string }
  durationMinutes: number
  rating: { score: number; count: number }
  reviews: Review[]
  supplier: { code: string; name: string; contacts: SupplierContact[] }
  itinerary: { title: string; description: string; durationMinutes: number }[]
  meetingPoint: { name: string; address: string; instructions: string } | null
  /** Tours with hotel pick-up ask for the hotel; transfers always pick up (the label depends on the direction). */
  pickUp: { offered: boolean; required: boolean; label: string; description: string }
  inclusions: string[]
  exclusions: string[]
  languages: { code: string; label: string }[]
  accessibility: { wheelchairAccessible: boolean; strollerAccessible: boolean; notes: string[] }
  /** ISO weekdays it runs (Monday 1 … Sunday 7). */
  weekdays: number[]
  policy: 'FREE_CANCELLATION' | 'NON_REFUNDABLE'
  options: OptionSpec[]
  /** Transport: the airport end and the distance to the city centre. */
  transfer: { airport: AirportEnd; distanceKm: number } | null
}

const languageNames: Record<string, string> = { en: 'English', fr: 'French', es: 'Spanish', it: 'Italian', de: 'German', pt: 'Portuguese', ja: 'Japanese', ko: 'Korean', zh: 'Chinese', th: 'Thai', ar: 'Arabic', tr: 'Turkish', nl: 'Dutch', cs: 'Czech', el: 'Greek', is: 'Icelandic', ms: 'Malay', id: 'Indonesian' }
const localLanguage: Record<string, string> = { FR: 'fr', ES: 'es', MX: 'es', AR: 'es', IT: 'it', DE: 'de', AT: 'de', PT: 'pt', BR: 'pt', JP: 'ja', KR: 'ko', HK: 'zh', TH: 'th', AE: 'ar', MA: 'ar', TR: 'tr', NL: 'nl', CZ: 'cs', GR: 'el', IS: 'is', MY: 'ms', ID: 'id' }

export const language = (code: string) => ({ code, label: languageNames[code] ?? code })

function languagesFor(destination: Destination, random: Random, extra = 1) {
  const codes = ['en', localLanguage[destination.countryCode]].filter((code): code is string => Boolean(code))
  for (const code of random.sample(['es', 'fr', 'de', 'it', 'ja', 'pt'], extra)) if (!codes.includes(code)) codes.push(code)
  return codes.map(language)
}

function contactsFor(name: string, destination: Destination, random: Random): SupplierContact[] {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  const number = phoneNumberFor(destination.countryCode, random)
  return [
    { type: 'PHONE_NUMBER', value: number, label: `Call ${name}` },
    { type: 'URL', value: `https://${slug}.example.com/`, label: `${name} website` },
  ]
}

/** Reviews are dated before the day the catalogue is written, so none is dated after today (issue 36 item 11). */
const reviewsBefore = today()

export function generateTours(destination: Destination): CatalogueActivity[] {
  const templates = tourTemplates.filter((template) => !template.resortOnly || destination.resort)
  return templates.map((template) => {
    const random = randomFor('tours', destination.id, template.slug)
    const city = destination.name
    const id = `${destination.id}-tour-${template.slug}`
    const title = template.title(city)
    const supplierName = `${random.pick(['Local', 'Urban', 'Discover', 'True', 'Hidden'])} ${city} ${random.pick(['Tours', 'Experiences', 'Guides', 'Adventures'])}`
    const closed = new Set(template.closed ?? [])
    // Some tours also rest one more day a week.
    if (random.chance(0.3)) closed.add(random.int(1, 7))
    const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((day) => !closed.has(day))
    const meeting = random.pick(meetingPlaces)
    const options: OptionSpec[] = [
      {
        id: 'group',
        name: template.privatePrice ? 'Small-group tour' : 'Standard ticket',
        description: `Join a group of up to ${template.capacity}.`,
        pricedPer: 'TRAVELER',
        maxTravelersPerUnit: null,
        maxTravelers: Math.min(template.capacity, 15),
        capacity: template.capacity,
        basePrice: template.price,
        startTimes: template.startTimes,
      },
    ]
    if (template.privatePrice) {
      options.push({
        id: 'private',
        name: 'Private tour',
        description: 'Just your party, up to 8 travelers, with your own guide.',
        pricedPer: 'GROUP',
        maxTravelersPerUnit: 8,
        maxTravelers: 8,
        capacity: 2,
        basePrice: template.privatePrice,
        startTimes: template.startTimes,
      })
    }
    const stops = template.stops(city)
    const rating = { score: random.int(38, 49) / 10, count: random.int(40, 6000) }
    const stopMinutes = Math.round(template.minutes / stops.length)
    return {
      id,
      kind: 'tour',
      destinationId: destination.id,
      timeZone: destination.timeZone,
      title,
      summary: template.summary(city),
      description: `${template.summary(city)} ${template.note ?? ''}`.trim(),
      highlights: stops.slice(0, 3).map(([name]) => name),
      category: template.category,
      image: { src: sceneOf(tourScenes[template.category], id), alt: title },
      durationMinutes: template.minutes,
      rating,
      reviews: reviewsFor({ kind: 'tour', id, score: rating.score, details: reviewedStops(stops), before: reviewsBefore }),
      supplier: { code: `${destination.id}-${hashString(supplierName).toString(36).slice(0, 5)}`, name: supplierName, contacts: contactsFor(supplierName, destination, random) },
      itinerary: stops.map(([name, text]) => ({ title: name, description: text, durationMinutes: stopMinutes })),
      meetingPoint: template.hotelPickUp ? null : { name: `${city} ${meeting}`, address: `${city} ${meeting}, ${destination.countryName}`, instructions: 'Look for the guide with the company flag 10 minutes before the start.' },
      pickUp: template.hotelPickUp
        ? { offered: true, required: true, label: 'Hotel or address for pick-up', description: `Pick-up from hotels in central ${city}; tell us where when you book.` }
        : { offered: false, required: false, label: 'Pick-up', description: 'No pick-up: meet at the meeting point.' },
      inclusions: template.inclusions,
      exclusions: template.exclusions,
      languages: languagesFor(destination, random, random.int(0, 2)),
      accessibility: {
        wheelchairAccessible: template.wheelchair,
        strollerAccessible: template.wheelchair,
        // The notes add to the flags, which the page states already (issue 36, third pass item 5: "Not suitable for wheelchairs" said twice).
        notes: [...(template.wheelchair ? ['Step-free route; tell us if you need help.'] : []), ...(template.note ? [template.note] : [])],
      },
      weekdays,
      policy: template.nonRefundable ? 'NON_REFUNDABLE' : 'FREE_CANCELLATION',
      options,
      transfer: null,
    }
  })
}

type TransferCompany = {
  code: 'shuttle' | 'private' | 'chauffeur'
  category: ActivityCategory
  name: (city: string) => string
  options: (distance: number) => OptionSpec[]
}

const vehicle = (id: string, name: string, description: string, seats: number, fleet: number, price: number): OptionSpec => ({
  id,
  name,
  description,
  pricedPer: 'GROUP',
  maxTravelersPerUnit: seats,
  maxTravelers: seats * Math.min(fleet, 3),
  capacity: fleet,
  basePrice: price,
  startTimes: null,
})

const transferCompanies: TransferCompany[] = [
  {
    code: 'shuttle',
    category: 'SHARED',
    name: (city) => `${city} Airport Shuttle`,
    options: (distance) => [
      {
        id: 'shared-shuttle',
        name: 'Shared shuttle',
        description: 'A seat on a shared minibus; it stops at other hotels on the way. One suitcase and one small bag each.',
        pricedPer: 'TRAVELER',
        maxTravelersPerUnit: null,
        maxTravelers: 16,
        capacity: 16,
        basePrice: 1200 + Math.round(distance * 40),
        startTimes: null,
      },
    ],
  },
  {
    code: 'private',
    category: 'PRIVATE',
    name: (city) => `${city} Welcome Transfers`,
    options: (distance) => [
      vehicle('private-sedan', 'Private sedan', 'A car for up to 3 passengers and 3 suitcases.', 3, 4, 2500 + Math.round(distance * 150)),
      vehicle('private-van', 'Private van', 'A van for up to 7 passengers and 7 suitcases.', 7, 2, 3500 + Math.round(distance * 210)),
      vehicle('private-minibus', 'Private minibus', 'A minibus for up to 16 passengers and their luggage.', 16, 1, 6000 + Math.round(distance * 330)),
    ],
  },
  {
    code: 'chauffeur',
    category: 'LUXURY',
    name: (city) => `${city} Executive Chauffeurs`,
    options: (distance) => [
      vehicle('business-sedan', 'Business sedan', 'A business-class sedan with a chauffeur, water and Wi-Fi; up to 3 passengers.', 3, 2, 4500 + Math.round(distance * 270)),
      vehicle('luxury-van', 'Luxury van', 'A first-class van with a chauffeur; up to 6 passengers.', 6, 1, 6500 + Math.round(distance * 380)),
    ],
  },
]

/** Place ids of a destination: its airports, its city centre. Hotels are named by their own ids. */
export const placeIds = {
  airport: (destinationId: string, iata: string) => `${destinationId}-${iata.toLowerCase()}`,
  city: (destinationId: string) => `${destinationId}-city`,
}

export function generateTransfers(destination: Destination, airports: readonly Omit<AirportEnd, 'placeId'>[]): CatalogueActivity[] {
  return airports.flatMap((airport) => {
    const distance = distanceKm(airport, destination)
    const end: AirportEnd = { ...airport, placeId: placeIds.airport(destination.id, airport.iata) }
    return transferCompanies.map((company) => {
      const random = randomFor('transfers', destination.id, airport.iata, company.code)
      const name = company.name(destination.name)
      const shared = company.code === 'shuttle'
      const minutes = Math.round((distance / 45) * 60) + (shared ? 35 : 10)
      const title = `${airport.iata} airport ${shared ? 'shared shuttle' : company.code === 'private' ? 'private transfer' : 'chauffeur transfer'}, ${destination.name}`
      // Budget shuttles of about half the destinations sell non-refundable seats.
      const rating = { score: random.int(40, 49) / 10, count: random.int(80, 9000) }
      const nonRefundable = shared && hashString(`shuttle-refund:${destination.id}:${airport.iata}`) % 2 === 0
      const id = `${destination.id}-transfer-${airport.iata.toLowerCase()}-${company.code}`
      return {
        id,
        kind: 'transport' as const,
        destinationId: destination.id,
        timeZone: destination.timeZone,
        title,
        summary: shared
          ? `A seat on a shared shuttle between ${airport.name} and central ${destination.name} hotels.`
          : `Door-to-door between ${airport.name} and your address in ${destination.name}, with a driver who tracks your flight.`,
        description: shared
          ? `Shared shuttles leave ${airport.name} when the driver's group is complete, at most 30 minutes after the booked time, and stop at central hotels. Going to the airport, the shuttle picks you up at your hotel.`
          : `Your driver meets you in the arrivals hall with a name sign and waits up to 60 minutes after landing at no cost. Going to the airport, the driver picks you up at your door. Child seats on request.`,
        highlights: shared ? ['Lowest price', 'Stops at central hotels'] : ['Meet and greet with a name sign', 'Flight tracking', 'Free waiting time'],
        category: company.category,
        image: { src: sceneOf('transfer', id), alt: title },
        durationMinutes: minutes,
        rating,
        reviews: reviewsFor({ kind: 'transfer', id, score: rating.score, details: shared ? ['shuttle desk at arrivals', 'hotel drop-off', 'luggage space'] : ['meet and greet', 'flight tracking', 'free waiting time', 'child seat'], before: reviewsBefore }),
        supplier: { code: company.code, name, contacts: contactsFor(name, destination, random) },
        itinerary: [
          { title: 'Pick-up', description: 'At the arrivals hall, or at your hotel or address.', durationMinutes: shared ? 25 : 5 },
          { title: 'Ride', description: `About ${distance} km.`, durationMinutes: minutes - (shared ? 25 : 5) },
        ],
        meetingPoint: null,
        pickUp: { offered: true, required: false, label: 'Flight number, or hotel or address for pick-up', description: 'From the airport: arrivals hall. To the airport: your hotel or address.' },
        inclusions: shared ? ['Seat on a shared shuttle', 'One suitcase and one small bag'] : ['Private vehicle and driver', 'Meet and greet', 'Tolls and parking', '60 minutes of free waiting'],
        exclusions: ['Gratuities'],
        languages: languagesFor(destination, random, 0),
        accessibility: {
          wheelchairAccessible: company.code === 'private',
          strollerAccessible: true,
          notes: company.code === 'private' ? ['Wheelchair-accessible vans on request: book the private van and tell us.'] : ['Folding wheelchairs travel as luggage.'],
        },
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        policy: nonRefundable ? ('NON_REFUNDABLE' as const) : ('FREE_CANCELLATION' as const),
        options: company.options(distance),
        transfer: { airport: end, distanceKm: distance },
      }
    })
  })
}
