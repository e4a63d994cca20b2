// The offer page's address: which hotel, and the stay it is priced for.
import { optionalChildAges, optionalInteger, optionalIsoDate, optionalText } from '~/lib/search-params'

/** `children`: each child's age, as the results carry them (undefined: none). */
export type HotelOfferParams = { hotelId?: string; checkIn?: string; checkOut?: string; rooms: number; adults: number; children: number[] | undefined }

/** The stay of a hotel page's address (the hotel page, compare, checkout): dates, rooms, adults and the children's ages. */
export function hotelStayParams(raw: Record<string, unknown>) {
  return {
    checkIn: optionalIsoDate(raw.checkIn),
    checkOut: optionalIsoDate(raw.checkOut),
    rooms: optionalInteger(raw.rooms, 1, 8) ?? 1,
    adults: optionalInteger(raw.adults, 1, 72) ?? 2,
    children: optionalChildAges(raw.children),
  }
}

export function validateHotelOfferSearch(raw: Record<string, unknown>): HotelOfferParams {
  const hotelId = optionalText(raw.hotelId, 80)
  return { hotelId: hotelId && /^[a-z0-9-]+$/.test(hotelId) ? hotelId : undefined, ...hotelStayParams(raw) }
}

export function missingOfferDetails(params: HotelOfferParams) {
  const missing: string[] = []
  if (!params.hotelId) missing.push('a hotel')
  if (!params.checkIn || !params.checkOut || params.checkOut <= params.checkIn) missing.push('your dates')
  return missing
}
