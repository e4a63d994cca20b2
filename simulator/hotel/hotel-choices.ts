// The bookable choices of one hotel for one stay: each room type that holds the party and has rooms
// left on every night, at each of its rates, priced all-in. Shared by search, offer and compare.
import type { Destination } from '../catalogue/destinations'
import type { Hotel, Rate, RoomType } from './hotel-catalogue'
import { priceStay, type StayPrice } from './hotel-pricing'
import { addDays } from '../shared/calendar'
import { roomsLeft, type BookedRoomNights } from './hotel-availability.server'
import { largestParty, type Stay } from './hotel-criteria'
import { freeCancellationOpen } from '@contracts/domain/venue-time'
import { hotelEarnRates, pointsEarnedOn } from '@contracts/domain/points'
import { callerEarnRate } from '../loyalty/line-points.server'

/** `freeCancellationUntil`: the rate's last free-cancellation day (hotel time), null when none or passed. */
export type Choice = { room: RoomType; rate: Rate; price: StayPrice; roomsLeft: number; freeCancellationUntil: string | null }

export type PolicyWish = { freeCancellation?: boolean; payLater?: boolean; pointsEligible?: boolean }

/** Whether the hotel takes this party at all (adults-only hotels take no children). */
export function welcomesParty(hotel: Hotel, stay: Pick<Stay, 'rooms'>) {
  return !hotel.adultsOnly || stay.rooms.every((room) => room.childAges.length === 0)
}

/** Bookable choices, cheapest first (ties by rate id, so the order never varies); `today` is the hotel's. */
export function stayChoices(hotel: Hotel, destination: Destination, stay: Stay, booked: BookedRoomNights, today: string): Choice[] {
  if (!welcomesParty(hotel, stay)) return []
  const party = largestParty(stay.rooms)
  const roomCount = stay.rooms.length
  const choices: Choice[] = []
  for (const room of hotel.rooms) {
    if (room.maxOccupancy < party) continue
    const left = roomsLeft(room, stay.nights, booked)
    if (left < roomCount) continue
    for (const rate of room.rates) {
      choices.push({ room, rate, price: priceStay(hotel, room, rate, stay.nights, roomCount, destination), roomsLeft: left, freeCancellationUntil: freeCancellationUntil(rate, stay.checkIn, today) })
    }
  }
  return choices.sort((a, b) => a.price.total - b.price.total || a.rate.id.localeCompare(b.rate.id))
}

export function satisfies(choice: Choice, wish: PolicyWish) {
  if (wish.freeCancellation && !choice.freeCancellationUntil) return false
  if (wish.payLater && choice.rate.payment !== 'PAY_LATER') return false
  if (wish.pointsEligible && !choice.rate.pointsEligible) return false
  return true
}

/** The cheapest choice that has every wished-for policy (one rate must have them all). */
export function cheapestChoice(choices: readonly Choice[], wish: PolicyWish = {}) {
  return choices.find((choice) => satisfies(choice, wish))
}

/** Points per currency unit a rate earns when paid by card: prepaid 5, paid at the hotel 1, none where points do not apply. */
export function hotelEarnRate(rate: Pick<Rate, 'pointsEligible' | 'payment'>) {
  return rate.pointsEligible ? hotelEarnRates[rate.payment] : 0
}

/** The points a stay earns the caller paid by card, as their checkout quote will say (`callerEarnRate`: nothing for a guest). */
export function earnPointsEstimate(choice: Pick<Choice, 'rate' | 'price'>) {
  return pointsEarnedOn(choice.price.dueNow, callerEarnRate('hotel', 'accommodations', hotelEarnRate(choice.rate)))
}

/**
 * The terms a hotel is shown with on a results card or in Compare: those of the one rate its price
 * is for (the cheapest that matches), never a mix of the hotel's rates (issue 36 item 3).
 */
export function shownTerms(choice: Pick<Choice, 'rate' | 'freeCancellationUntil'>) {
  return {
    freeCancellation: choice.freeCancellationUntil !== null,
    payLater: choice.rate.payment === 'PAY_LATER',
    pointsEligible: choice.rate.pointsEligible,
  }
}

/**
 * The last day (hotel time) a refundable rate can be cancelled free of charge, or null when none (any
 * more): `today` is the hotel's own, so every badge, filter, rate card and checkout line agrees.
 */
export function freeCancellationUntil(rate: Rate, checkIn: string, today: string) {
  if (!rate.refundable || rate.freeCancellationDays === null) return null
  const deadline = addDays(checkIn, -rate.freeCancellationDays)
  return freeCancellationOpen(deadline, today) ? deadline : null
}
