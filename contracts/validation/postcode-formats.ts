// Whether a postcode reads as its country's, with postcode-validator's formats: for the server's rules
// (./rules.ts); the browser only asks ./postcodes.ts whether a country has postcodes.
import { postcodeValidator } from 'postcode-validator'
import { hasPostcodes } from './postcodes'

/** Whether a postcode reads as one of this country's; a country without postcodes takes letters, digits, spaces and hyphens. */
export function isPostcodeOf(country: string, postcode: string) {
  return hasPostcodes(country) ? postcodeValidator(postcode.trim(), country.toUpperCase()) : /^[A-Za-z\d -]*$/.test(postcode)
}
