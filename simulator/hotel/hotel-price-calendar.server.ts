// The hotel price calendar (POST /hotel/price-calendar): for each check-in day of a range, the lowest
// all-in nightly price of the destination for a stay of so many nights. Priced by the search's own
// functions (stayChoices, cheapestChoice) over one read of the rooms taken, so a day's price is the
// lowest `nightlyPrice` a search of that stay answers (docs/decisions/091).
import { calendarDays, type CalendarDay } from '@contracts/lxp/shared/price-calendar.schema'
import type { HotelPriceCalendar } from '@contracts/lxp/hotel.schema'
import type { Database } from '../db/database'
import { catalogueDestinations, destinationHotels } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import type { Hotel } from './hotel-catalogue'
import { today as clockToday, venueDay } from '../clock'
import { simulatorCurrency } from '../money'
import { bookedRoomNights, type BookedRoomNights } from './hotel-availability.server'
import { cheapestChoice, stayChoices } from './hotel-choices'
import { stayLimits, type RoomRequest } from './hotel-criteria'
import { addDays, nightsOf } from '../shared/calendar'
import { resolveDestination } from './hotel-search.server'

export type CalendarStay = { nights: number; rooms: RoomRequest[] }

/** Whether a stay starting that day can be searched at all (the search's date rules). */
export function bookableCheckIn(day: string, today: string) {
  return day >= today && day <= addDays(today, stayLimits.maxDaysAhead)
}

/** The lowest all-in nightly price per room of any hotel for a stay from `day`, or null when none can be booked. */
export function lowestNightlyPrice(hotels: readonly Hotel[], destination: Destination, day: string, stay: CalendarStay, booked: BookedRoomNights, today: string): number | null {
  if (!bookableCheckIn(day, today)) return null
  const checkOut = addDays(day, stay.nights)
  const search = { checkIn: day, checkOut, rooms: stay.rooms, nights: nightsOf(day, checkOut) }
  let lowest: number | null = null
  for (const hotel of hotels) {
    const choice = cheapestChoice(stayChoices(hotel, destination, search, booked, today))
    if (choice && (lowest === null || choice.price.averageNightly < lowest)) lowest = choice.price.averageNightly
  }
  return lowest
}

/** Each day of the range with its lowest nightly price (the pure part, for tests). */
export function priceCalendarDays(hotels: readonly Hotel[], destination: Destination, days: readonly string[], stay: CalendarStay, booked: BookedRoomNights, today: string): CalendarDay[] {
  return days.map((date) => ({ date, lowestPrice: lowestNightlyPrice(hotels, destination, date, stay, booked, today) }))
}

export async function hotelPriceCalendar(
  db: Database,
  request: { destination: string; from: string; to: string; nights: number; rooms: RoomRequest[] },
  clockDay: string = clockToday(),
): Promise<HotelPriceCalendar> {
  const destination = resolveDestination(await catalogueDestinations(db), request.destination)
  const today = venueDay(destination.timeZone, clockDay)
  const hotels = await destinationHotels(db, destination.id)
  const days = calendarDays(request.from, request.to)
  const bookable = days.filter((day) => bookableCheckIn(day, today))
  // One read of the rooms taken over every night any of the stays covers.
  const nights = bookable.length > 0 ? nightsOf(bookable[0]!, addDays(bookable[bookable.length - 1]!, request.nights)) : []
  const booked = await bookedRoomNights(
    db,
    hotels.flatMap((hotel) => hotel.rooms.map((room) => room.id)),
    nights,
  )
  const stay = { nights: request.nights, rooms: request.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges ?? [] })) }
  return {
    destination: { id: destination.id, name: destination.name },
    nights: request.nights,
    currency: simulatorCurrency,
    days: priceCalendarDays(hotels, destination, days, stay, booked, today),
  }
}
