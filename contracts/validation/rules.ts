// The remaining validation rules of §R5, written once for forms and server.
import { z } from 'zod'
import type { ProductType } from '../domain/products'
import { ageLimits, datePickerRange } from './limits'
import { validationMessages } from './messages'
import { isPostcodeOf } from './postcode-formats'
import { hasPostcodes, postcodeMaxLength } from './postcodes'

export { ageLimits, datePickerRange }

export { CardholderNameSchema, GeneralNameSchema, PassengerNameSchema } from './names'

export { EmailSchema } from './email'

/**
 * Flight number. §R5 gives two readings; we accept both: 1 to 4 digits not starting with
 * zero, or 2 to 4 digits when a leading zero is present (so "0" alone is refused).
 */
export const FlightNumberSchema = z.string().regex(/^([1-9]\d{0,3}|0\d{1,3})$/, 'Enter a flight number of 1 to 4 digits.')

export const AddressLineSchema = z.string().trim().min(3, validationMessages.minLength(3)).max(50, validationMessages.maxLength(50))
export const CitySchema = z.string().trim().min(1, validationMessages.required).max(40, validationMessages.maxLength(40))
export const StateSchema = z.string().trim().max(30, validationMessages.maxLength(30)).optional()
/**
 * The billing address. Its postcode follows the country (decision 073, widening §R5's "zip
 * code required, 4 to 9 characters" and the card's "UK-style or letters and digits"): required and in
 * the country's format where the country has postcodes, optional where it has none.
 */
export const BillingAddressSchema = z
  .object({
    address: AddressLineSchema,
    city: CitySchema,
    country: z.string().length(2),
    state: StateSchema,
    zipCode: z.string().trim().max(postcodeMaxLength, validationMessages.maxLength(postcodeMaxLength)).optional(),
  })
  .superRefine(({ country, zipCode = '' }, context) => {
    if (!zipCode && hasPostcodes(country)) context.addIssue({ code: 'custom', path: ['zipCode'], message: validationMessages.required })
    else if (zipCode && !isPostcodeOf(country, zipCode)) context.addIssue({ code: 'custom', path: ['zipCode'], message: 'Enter a valid postal code for this country.' })
  })

export const alphanumericPatterns = {
  alphanumeric: /^[A-Za-z\d]+$/,
  withSpace: /^[A-Za-z\d ]+$/,
  withPunctuation: /^[A-Za-z\d,.\- ]+$/,
  withPunctuationAndSlash: /^[A-Za-z\d,.\-/ ]+$/,
} as const

export const NumericStringSchema = z.string().regex(/^\d+$/, validationMessages.integer)

/** Duration input: "1h 30m", "30m", "2h" or a decimal number of hours; answers minutes. */
export function parseDuration(input: string): number | undefined {
  const text = input.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 60)
  const match = /^(?:(\d+)h)?\s*(?:(\d+)m)?$/.exec(text)
  if (!match || (!match[1] && !match[2])) return undefined
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)
}

/** Earn-points benefit codes look like MR5X: MR, a digit (the multiplier), X. */
export function parseBenefitCode(code: string): number | undefined {
  const match = /^MR(\d)X$/.exec(code)
  return match ? Number(match[1]) : undefined
}

export const DateRangeSchema = z
  .object({ start: z.iso.date(), end: z.iso.date() })
  .refine((range) => range.start >= datePickerRange.min && range.end <= datePickerRange.max, 'Choose dates between 1900 and 2099.')
  .refine((range) => range.start <= range.end, { message: 'The end date must not be before the start date.', path: ['end'] })

/** Age on a given day from a birth date (YYYY-MM-DD), in whole years. */
export function ageOn(birthDate: string, on: string) {
  const [by, bm, bd] = birthDate.split('-').map(Number)
  const [oy, om, od] = on.split('-').map(Number)
  if (!by || !bm || !bd || !oy || !om || !od) return Number.NaN
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0)
}

export function isAdultAge(age: number) {
  return Number.isInteger(age) && age >= ageLimits.min && age <= ageLimits.max
}

/** Hotels need a points balance above 0; other products need the earn eligibility flag (§R5). */
export function isPointsEligible(product: ProductType, member: { balance: number; earnEligible: boolean }) {
  return product === 'HOTEL' ? member.balance > 0 : member.earnEligible
}

/** Image fields wait this long after typing before they look up an image. */
export const imageFieldDebounceMs = 300
