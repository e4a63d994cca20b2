// The checkout page's address: the chosen hotel, room type, rate and stay. Read without zod (first-load
// JavaScript); the server validates the same values against the contract.
import { optionalText } from '~/lib/search-params'
import { hotelStayParams } from './hotel-offer-params'

/** `children`: each child's age, as the results carry them (undefined: none). */
export type HotelCheckoutParams = { hotelId?: string; roomTypeId?: string; rateId?: string; checkIn?: string; checkOut?: string; rooms: number; adults: number; children: number[] | undefined }
export type HotelCheckoutSelection = Required<HotelCheckoutParams>

const idPattern = /^[a-z0-9-]+$/

function optionalId(value: unknown, max: number) {
  const text = optionalText(value, max)
  return text && idPattern.test(text) ? text : undefined
}

export function validateHotelCheckoutSearch(raw: Record<string, unknown>): HotelCheckoutParams {
  return {
    hotelId: optionalId(raw.hotelId, 80),
    roomTypeId: optionalId(raw.roomTypeId, 120),
    rateId: optionalId(raw.rateId, 120),
    ...hotelStayParams(raw),
  }
}

/** The whole selection, or undefined when the address lacks part of it. */
export function checkoutSelectionOf(params: HotelCheckoutParams): HotelCheckoutSelection | undefined {
  const { hotelId, roomTypeId, rateId, checkIn, checkOut } = params
  if (!hotelId || !roomTypeId || !rateId || !checkIn || !checkOut || checkOut <= checkIn) return undefined
  return { ...params, hotelId, roomTypeId, rateId, checkIn, checkOut }
}
