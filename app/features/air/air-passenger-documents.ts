// What airlines need about a passenger beyond the name (issue 21 "complete pages"), as the flight
// checkout form holds it (strings, empty when not given) and as the booking sends it: gender,
// frequent-flyer number with its airline, Known Traveler number, and a passport on international
// itineraries (contracts/validation/travel-documents.ts checks each).
import type { Gender } from '@contracts/domain/travel-documents'

export type PassengerDocuments = {
  gender: Gender | ''
  frequentFlyerAirline: string
  frequentFlyerNumber: string
  knownTravelerNumber: string
  passportNumber: string
  passportCountry: string
  passportExpiresOn: string
}

export const emptyDocuments: PassengerDocuments = { gender: '', frequentFlyerAirline: '', frequentFlyerNumber: '', knownTravelerNumber: '', passportNumber: '', passportCountry: '', passportExpiresOn: '' }

/**
 * The documents part of a passenger in the book request: what was given, and the passport always on an
 * international itinerary (empty fields then fail their rules beside the field instead of going unsent).
 */
export function documentsRequestOf(documents: PassengerDocuments, international: boolean) {
  const passportGiven = Boolean(documents.passportNumber || documents.passportCountry || documents.passportExpiresOn)
  return {
    ...(documents.gender ? { gender: documents.gender } : {}),
    ...(documents.frequentFlyerNumber.trim() ? { frequentFlyer: { airline: documents.frequentFlyerAirline, number: documents.frequentFlyerNumber.trim() } } : {}),
    ...(documents.knownTravelerNumber.trim() ? { knownTravelerNumber: documents.knownTravelerNumber.trim() } : {}),
    ...(international || passportGiven ? { passport: { number: documents.passportNumber.trim(), country: documents.passportCountry, expiresOn: documents.passportExpiresOn } } : {}),
  }
}

/** What the checkout keeps in session storage: never the passport or Known Traveler numbers. */
export function storableDocuments(documents: PassengerDocuments): PassengerDocuments {
  return { ...documents, passportNumber: '', knownTravelerNumber: '' }
}
