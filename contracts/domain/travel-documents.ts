// Travel document rules without zod (the flight checkout's first load reads them): which itineraries
// need a passport, how long it must be valid, and how its number is shown. The schemas are in
// ../validation/travel-documents.ts.

/** As on a passport and in airline booking systems (APIS): female, male, or unspecified (X). */
export const genderValues = ['FEMALE', 'MALE', 'UNSPECIFIED'] as const
export type Gender = (typeof genderValues)[number]

/** An itinerary is international when any flight leaves or lands in another country than the first departure. */
export function isInternational(segments: readonly { from: { countryCode: string }; to: { countryCode: string } }[]) {
  const home = segments[0]?.from.countryCode
  return segments.some((segment) => segment.from.countryCode !== home || segment.to.countryCode !== home)
}

/** Why a passport cannot be used for a trip ending on lastTravelDate, or null: it must be valid to the last flight. */
export function passportExpiryProblem(expiresOn: string, lastTravelDate: string): string | null {
  return expiresOn < lastTravelDate ? 'The passport must be valid until your last flight.' : null
}

/** A passport number as logs and pages may show it: the last three characters only. */
export function maskPassportNumber(number: string) {
  return `•••${number.slice(-3)}`
}
