// What airlines need about a passenger beyond the name (issue 21 "complete pages"): gender, a
// frequent-flyer number with its airline, a Known Traveler number, and a passport for an
// international itinerary. Written once for the flight checkout form and the platform.
import { z } from 'zod'
import { travellerDateSchema } from '../lxp/shared/values.schema'
import { genderValues } from '../domain/travel-documents'

export const GenderSchema = z.enum(genderValues, { message: 'Choose a gender as on the travel document.' })

const upper = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

/** A loyalty number with the airline whose programme it belongs to (two-character IATA code). */
export const FrequentFlyerSchema = z.object({
  airline: z.string().regex(/^[A-Z0-9]{2}$/, 'Choose the airline of the programme.'),
  number: z.string().meta({ examples: ['BA12345678'] }).transform(upper).pipe(z.string().regex(/^[A-Z0-9]{5,17}$/, 'A frequent-flyer number has 5 to 17 letters or digits.')),
})

/** The TSA Known Traveler Number (TSA PreCheck, Global Entry, NEXUS, SENTRI): 8 to 10 letters or digits. */
export const KnownTravelerNumberSchema = z
  .string()
  .meta({ examples: ['TT1234567'] })
  .transform(upper)
  .pipe(z.string().regex(/^[A-Z0-9]{8,10}$/, 'A Known Traveler Number has 8 to 10 letters or digits.'))

/** A passport: its number, the issuing country (ISO 3166-1 alpha-2) and the expiry date. */
export const PassportSchema = z.object({
  number: z.string().meta({ examples: ['X1234567'] }).transform(upper).pipe(z.string().regex(/^[A-Z0-9]{6,9}$/, 'A passport number has 6 to 9 letters or digits.')),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose the country that issued the passport.'),
  expiresOn: travellerDateSchema('Enter the passport expiry date.'),
})
