// Two to four hotels side by side for one stay: price, rating, location, amenities and policies,
// with the union of amenities and accessibility features so a table can show a row for each.
import { compareLimits } from '@contracts/lxp/hotel.constants'
import type { Database } from '../db/database'
import { findHotel } from '../catalogue/catalogue.server'
import { type HotelImage } from './hotel-catalogue'
import { accessibilityLabels, amenityLabels, chains, propertyTypeLabels, type AccessibilityFeature, type Amenity } from './hotel-catalogue-data'
import { today as clockToday, venueAt, venueDay } from '../clock'
import { money, type Money } from '../money'
import { SimulatorError } from '../simulator-error'
import { bookedRoomNights } from './hotel-availability.server'
import { cheapestChoice, earnPointsEstimate, shownTerms, stayChoices } from './hotel-choices'
import { validateStay, type StayCriteria } from './hotel-criteria'
import { staySummary, type ReviewSummary } from './hotel-search.server'

export type ComparedHotel = {
  id: string
  name: string
  stars: number
  review: ReviewSummary
  image: HotelImage
  propertyType: string
  propertyTypeLabel: string
  chainName: string | null
  location: { destinationId: string; destinationName: string; area: string; latitude: number; longitude: number; distanceKm: number }
  amenities: Amenity[]
  accessibility: AccessibilityFeature[]
  policies: { checkInFrom: string; checkOutUntil: string; freeCancellation: boolean; payLater: boolean; pointsEligible: boolean; adultsOnly: boolean }
  /** The cheapest bookable choice for the stay; null when sold out. */
  /** The cheapest bookable choice for the stay with that rate's own terms; null when sold out. */
  price: { nightly: Money; total: Money; dueNow: Money; dueAtProperty: Money; rateName: string; refundable: boolean; freeCancellation: boolean; payLater: boolean } | null
  soldOut: boolean
  earnPointsEstimate: number
}

export type HotelComparison = {
  stay: ReturnType<typeof staySummary>
  hotels: ComparedHotel[]
  amenities: { value: string; label: string }[]
  accessibility: { value: string; label: string }[]
}

export async function compareHotels(db: Database, hotelIds: readonly string[], criteria: StayCriteria, today: string = clockToday()): Promise<HotelComparison> {
  if (!Array.isArray(hotelIds) || hotelIds.length < compareLimits.min || hotelIds.length > compareLimits.max) {
    throw new SimulatorError('INVALID_CRITERIA', `Compare ${compareLimits.min} to ${compareLimits.max} hotels.`, { field: 'hotelIds' })
  }
  if (new Set(hotelIds).size !== hotelIds.length) throw new SimulatorError('INVALID_CRITERIA', 'Each hotel can be compared once.', { field: 'hotelIds' })
  const found = await Promise.all(
    hotelIds.map((id, index) =>
      findHotel(db, id).catch((error: unknown) => {
        throw error instanceof SimulatorError ? new SimulatorError(error.code, error.message, { field: `hotelIds.${index}` }) : error
      }),
    ),
  )
  // The stay is judged on the first hotel's clock (hotels compared share a destination).
  const first = found[0]!.destination
  const stay = validateStay(criteria, venueAt(first.timeZone, today, first.name))
  const booked = await bookedRoomNights(
    db,
    found.flatMap(({ hotel }) => hotel.rooms.map((room) => room.id)),
    stay.nights,
  )
  const hotels = found.map(({ hotel, destination }): ComparedHotel => {
    const choices = stayChoices(hotel, destination, stay, booked, venueDay(destination.timeZone, today))
    const cheapest = cheapestChoice(choices)
    return {
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      review: { ...hotel.review, source: 'TRIP_ADVISOR' },
      image: hotel.image,
      propertyType: hotel.propertyType,
      propertyTypeLabel: propertyTypeLabels[hotel.propertyType],
      chainName: hotel.chain ? chains[hotel.chain].name : null,
      location: { destinationId: destination.id, destinationName: destination.name, area: hotel.area, latitude: hotel.latitude, longitude: hotel.longitude, distanceKm: hotel.distanceKm },
      amenities: hotel.amenities,
      accessibility: hotel.accessibility,
      policies: {
        checkInFrom: hotel.checkInTime,
        checkOutUntil: hotel.checkOutTime,
        freeCancellation: choices.some((choice) => choice.freeCancellationUntil !== null),
        payLater: choices.some((choice) => choice.rate.payment === 'PAY_LATER'),
        pointsEligible: choices.some((choice) => choice.rate.pointsEligible),
        adultsOnly: hotel.adultsOnly,
      },
      price: cheapest
        ? {
            nightly: money(cheapest.price.averageNightly),
            total: money(cheapest.price.total),
            dueNow: money(cheapest.price.dueNow),
            dueAtProperty: money(cheapest.price.dueAtProperty),
            rateName: cheapest.rate.name,
            refundable: cheapest.rate.refundable,
            freeCancellation: shownTerms(cheapest).freeCancellation,
            payLater: shownTerms(cheapest).payLater,
          }
        : null,
      soldOut: !cheapest,
      earnPointsEstimate: cheapest ? earnPointsEstimate(cheapest) : 0,
    }
  })
  const amenities = (Object.keys(amenityLabels) as Amenity[]).filter((value) => hotels.some((hotel) => hotel.amenities.includes(value)))
  const accessibility = (Object.keys(accessibilityLabels) as AccessibilityFeature[]).filter((value) => hotels.some((hotel) => hotel.accessibility.includes(value)))
  return {
    stay: staySummary(stay),
    hotels,
    amenities: amenities.map((value) => ({ value, label: amenityLabels[value] })),
    accessibility: accessibility.map((value) => ({ value, label: accessibilityLabels[value] })),
  }
}
