// Prices by date, derived on demand (never stored): season by hemisphere, weekend nights, demand,
// and a long-stay discount. Integer minor units throughout; rounding half up.
import { hashString } from '../random'
import type { Destination } from '../catalogue/destinations'
import type { Hotel, Rate, RoomType } from '../catalogue/hotel-catalogue'

const dayMs = 86_400_000

/** Each night of a stay as YYYY-MM-DD, check-in included, check-out excluded. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`)
  const end = Date.parse(`${checkOut}T00:00:00Z`)
  const nights: string[] = []
  for (let time = start; time < end; time += dayMs) nights.push(new Date(time).toISOString().slice(0, 10))
  return nights
}

export function roundHalfUp(numerator: number, denominator: number) {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2))
}

/** Season factor in thousandths: summer high, deep winter low, mirrored in the southern hemisphere. */
export function seasonPermille(night: string, latitude: number) {
  const month = Number(night.slice(5, 7))
  const northern = [900, 900, 960, 1000, 1050, 1150, 1200, 1150, 1050, 1000, 950, 1100]
  const southernMonth = ((month + 5) % 12) + 1
  return latitude >= 0 ? (northern[month - 1] ?? 1000) : (northern[southernMonth - 1] ?? 1000)
}

export function weekendPermille(night: string) {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay()
  return weekday === 5 || weekday === 6 ? 1120 : 1000
}

/** Demand between 0.90 and 1.15, stable for a hotel and night. */
export function demandPermille(hotelId: string, night: string) {
  return 900 + (hashString(`${hotelId}:${night}`) % 251)
}

export const longStayNights = 7
export const longStayDiscountPermille = 900

export function nightlyRoomPrice(hotel: Hotel, room: RoomType, rate: Rate, night: string, destination: Destination) {
  let price = room.baseNightly
  for (const factor of [seasonPermille(night, destination.latitude), weekendPermille(night), demandPermille(hotel.id, night), rate.priceFactorPermille]) {
    price = roundHalfUp(price * factor, 1000)
  }
  return price
}

export type StayPrice = {
  nightly: { night: string; amount: number }[]
  roomTotal: number
  taxes: number
  fees: number
  total: number
  dueNow: number
  dueAtProperty: number
}

/** The all-in price of a stay for a number of rooms of one type at one rate. */
export function priceStay(hotel: Hotel, room: RoomType, rate: Rate, nights: string[], roomCount: number, destination: Destination): StayPrice {
  const longStay = nights.length >= longStayNights
  const nightly = nights.map((night) => {
    const amount = nightlyRoomPrice(hotel, room, rate, night, destination)
    return { night, amount: (longStay ? roundHalfUp(amount * longStayDiscountPermille, 1000) : amount) * roomCount }
  })
  const roomTotal = nightly.reduce((sum, entry) => sum + entry.amount, 0)
  const taxes = roundHalfUp(roomTotal * hotel.taxBasisPoints, 10_000)
  const fees = hotel.nightlyFee * nights.length * roomCount
  const total = roomTotal + taxes + fees
  // Property fees are always paid at the hotel; pay-later rates pay everything there.
  const dueAtProperty = rate.payment === 'PAY_LATER' ? total : fees
  return { nightly, roomTotal, taxes, fees, total, dueNow: total - dueAtProperty, dueAtProperty }
}
