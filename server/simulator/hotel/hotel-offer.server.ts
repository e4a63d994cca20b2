// A hotel's rooms and rates for a stay, each with its all-in price and what is left.
import type { HotelOffer, HotelOfferQuery } from '@contracts/lxp/hotel.schema'
import type { Database } from '../../db/database.server'
import { destinationById } from '../catalogue/destinations'
import { accessibilityLabels, amenityLabels, type Hotel } from '../catalogue/hotel-catalogue'
import { SimulatorError } from '../simulator-error'
import { priceStay } from './hotel-pricing'
import { bookedRooms, destinationHotels, validateStay } from './hotel-search.server'

export async function findHotel(db: Database, hotelId: string): Promise<Hotel> {
  const destinationId = hotelId.replace(/-\d{3}$/, '')
  const hotel = destinationById.has(destinationId) ? (await destinationHotels(db, destinationId)).find((candidate) => candidate.id === hotelId) : undefined
  if (!hotel) throw new SimulatorError(404, 'HOTEL_NOT_FOUND', 'We could not find that hotel.')
  return hotel
}

function minusDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
}

export async function getHotelOffer(db: Database, hotelId: string, query: HotelOfferQuery, today: string): Promise<HotelOffer> {
  const hotel = await findHotel(db, hotelId)
  const destination = destinationById.get(hotel.destinationId)
  if (!destination) throw new SimulatorError(404, 'HOTEL_NOT_FOUND', 'We could not find that hotel.')
  const nights = validateStay(query, today)
  const booked = await bookedRooms(db, hotel.rooms.map((room) => room.id), nights)
  const partyPerRoom = Math.ceil(query.adults / query.rooms)
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    description: hotel.description,
    destination: { id: destination.id, name: destination.name, country: destination.countryName },
    address: hotel.address,
    location: { area: hotel.area, latitude: hotel.latitude, longitude: hotel.longitude, distanceKm: hotel.distanceKm },
    review: { ...hotel.review, source: 'TRIP_ADVISOR' },
    image: hotel.image,
    amenities: hotel.amenities.map((value) => ({ value, label: amenityLabels[value] ?? value })),
    accessibility: hotel.accessibility.map((value) => ({ value, label: accessibilityLabels[value] ?? value })),
    policies: { checkInFrom: hotel.checkInTime, checkOutUntil: hotel.checkOutTime },
    pointsEligible: hotel.pointsEligible,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    rooms: hotel.rooms
      .filter((room) => room.maxOccupancy >= partyPerRoom)
      .map((room) => {
        const roomsLeft = Math.min(...nights.map((night) => room.inventory - (booked.get(`${room.id}|${night}`) ?? 0)))
        return {
          id: room.id,
          name: room.name,
          beds: room.beds,
          maxOccupancy: room.maxOccupancy,
          sizeM2: room.sizeM2,
          smoking: room.smoking,
          accessible: room.accessible,
          accessibilityDetails: room.accessibilityDetails,
          roomsLeft: Math.max(0, roomsLeft),
          rates: roomsLeft < query.rooms
            ? []
            : room.rates.map((rate) => ({
                id: rate.id,
                name: rate.name,
                refundable: rate.refundable,
                payment: rate.payment,
                freeCancellationUntil: rate.refundable && rate.freeCancellationDays !== null ? minusDays(query.checkIn, rate.freeCancellationDays) : null,
                price: { currency: 'USD', ...priceStay(hotel, room, rate, nights, query.rooms, destination) },
              })),
        }
      }),
  }
}
