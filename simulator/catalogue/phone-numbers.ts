// Telephone numbers that are real numbers of the place's country (a valid fixed line by the country's
// numbering plan, as libphonenumber-js knows it), drawn deterministically from the product's random stream.
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import type { Random } from '../random'

const landlineTypes = new Set(['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'])
const attempts = 400

/** A valid fixed-line number of the country, formatted internationally ("+33 1 42 68 53 00"). */
export function phoneNumberFor(countryCode: string, random: Random): string {
  const country = countryCode as CountryCode
  const example = getExampleNumber(country, examples)
  if (!example) throw new RangeError(`no numbering plan for ${countryCode}`)
  const length = example.nationalNumber.length
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const digits = Array.from({ length }, () => random.int(0, 9)).join('')
    const number = parsePhoneNumberFromString(digits, country)
    if (number?.country === country && number.isValid() && landlineTypes.has(number.getType() ?? '')) return number.formatInternational()
  }
  // A plan with few landlines: the example's own prefix with a drawn line number.
  const tail = String(random.int(0, 9999)).padStart(4, '0')
  return parsePhoneNumberFromString(example.nationalNumber.slice(0, -4) + tail, country)?.formatInternational() ?? example.formatInternational()
}
