// Postcodes by country (docs/decisions/073-guest-booking-lookup-and-real-details.md): each country's
// format from postcode-validator; a country it does not list has no postcodes, so none is asked for.
// Kept free of zod so the checkout form can ask whether the field is required.
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'

/** The longest postcode we take (a US ZIP+4 with its hyphen, "10001-1234"). */
export const postcodeMaxLength = 10

/** Whether addresses in this country (ISO 3166-1 alpha-2) have postcodes. */
export function hasPostcodes(country: string) {
  return postcodeValidatorExistsForCountry(country.toUpperCase())
}

/** Whether a postcode reads as one of this country's; a country without postcodes takes letters, digits, spaces and hyphens. */
export function isPostcodeOf(country: string, postcode: string) {
  return hasPostcodes(country) ? postcodeValidator(postcode.trim(), country.toUpperCase()) : /^[A-Za-z\d -]*$/.test(postcode)
}
