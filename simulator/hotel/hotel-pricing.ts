// Prices by date, derived on demand (never stored): season by hemisphere and month, weekend nights,
// demand per hotel and night, the rate's factor, and a long-stay discount. Integer minor units
// throughout; each step rounds half up to the minor unit.
import type { Hotel, Rate, RoomType } from './hotel-catalogue'
import { applyPermille, basisPointsOf, roundHalfUp, simulatorCurrency } from '../money'
import { hashString } from '../random'
import { seasonPermille } from '../shared/calendar'

/** Friday and Saturday nights cost 12 % more. */
export function weekendPermille(night: string) {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay()
  return weekday === 5 || weekday === 6 ? 1120 : 1000
}

/** Demand between 0.900 and 1.150, stable for a hotel and night. */
export function demandPermille(hotelId: string, night: string) {
  return 900 + (hashString(`${hotelId}:${night}`) % 251)
}

export const longStayRules = [
  { minimumNights: 14, permille: 850 },
  { minimumNights: 7, permille: 900 },
] as const

/** Long stays pay less per night: 10 % off from 7 nights, 15 % from 14. */
export function longStayPermille(nightCount: number) {
  return longStayRules.find((rule) => nightCount >= rule.minimumNights)?.permille ?? 1000
}

/** One room for one night at a rate, before any long-stay discount. */
export function nightlyRoomPrice(hotel: Pick<Hotel, 'id'>, room: Pick<RoomType, 'baseNightly'>, rate: Pick<Rate, 'priceFactorPermille'>, night: string, place: { latitude: number }) {
  let price = room.baseNightly
  for (const factor of [seasonPermille(night, place.latitude), weekendPermille(night), demandPermille(hotel.id, night), rate.priceFactorPermille]) {
    price = applyPermille(price, factor)
  }
  return price
}

export type StayPrice = {
  currency: string
  /** What each night costs for all the rooms, after any long-stay discount. */
  nightly: { night: string; amount: number }[]
  roomTotal: number
  /** Already taken off the nightly amounts; shown as the saving. */
  longStayDiscount: number
  taxes: number
  fees: number
  /** All-in: rooms, taxes and fees. */
  total: number
  dueNow: number
  dueAtProperty: number
  /** All-in average per room and night, rounded half up. */
  averageNightly: number
}

/** The all-in price of a stay for a number of rooms of one type at one rate. */
export function priceStay(hotel: Pick<Hotel, 'id' | 'taxBasisPoints' | 'nightlyFee'>, room: Pick<RoomType, 'baseNightly'>, rate: Pick<Rate, 'priceFactorPermille' | 'payment'>, nights: string[], roomCount: number, place: { latitude: number }): StayPrice {
  const discountPermille = longStayPermille(nights.length)
  let undiscounted = 0
  const nightly = nights.map((night) => {
    const full = nightlyRoomPrice(hotel, room, rate, night, place)
    undiscounted += full * roomCount
    return { night, amount: applyPermille(full, discountPermille) * roomCount }
  })
  const roomTotal = nightly.reduce((sum, entry) => sum + entry.amount, 0)
  const taxes = basisPointsOf(roomTotal, hotel.taxBasisPoints)
  const fees = hotel.nightlyFee * nights.length * roomCount
  const total = roomTotal + taxes + fees
  // Property fees are always paid at the hotel; pay-later rates pay everything there.
  const dueAtProperty = rate.payment === 'PAY_LATER' ? total : fees
  return {
    currency: simulatorCurrency,
    nightly,
    roomTotal,
    longStayDiscount: undiscounted - roomTotal,
    taxes,
    fees,
    total,
    dueNow: total - dueAtProperty,
    dueAtProperty,
    averageNightly: nights.length > 0 ? roundHalfUp(total, nights.length * roomCount) : 0,
  }
}
