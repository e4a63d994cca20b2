// The flight checkout's address: the itinerary (offer id), fare family and passenger counts. Read
// without zod (first-load JavaScript); the server validates the same values against the contract.
import { oneOf, optionalInteger, optionalText } from '~/lib/search-params'

export const fareFamilyValues = ['BASIC', 'STANDARD', 'FLEX'] as const
export type AirCheckoutParams = { offerId?: string; fareFamily: (typeof fareFamilyValues)[number]; adults: number; children: number; infantsInSeat: number; infantsOnLap: number }
export type AirCheckoutSelection = Required<AirCheckoutParams>

export function validateAirCheckoutSearch(raw: Record<string, unknown>): AirCheckoutParams {
  const offerId = optionalText(raw.offerId, 400)
  const adults = optionalInteger(raw.adults, 1, 9) ?? 1
  return {
    offerId: offerId && /^[YWJF]\.[A-Z0-9_~-]{10,400}$/.test(offerId) ? offerId : undefined,
    fareFamily: oneOf(raw.fareFamily, fareFamilyValues) ?? 'STANDARD',
    adults,
    children: optionalInteger(raw.children, 0, 8) ?? 0,
    infantsInSeat: optionalInteger(raw.infantsInSeat, 0, 8) ?? 0,
    infantsOnLap: Math.min(adults, optionalInteger(raw.infantsOnLap, 0, 9) ?? 0),
  }
}

export function airCheckoutSelectionOf(params: AirCheckoutParams): AirCheckoutSelection | undefined {
  return params.offerId ? { ...params, offerId: params.offerId } : undefined
}
