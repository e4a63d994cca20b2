// §R5 validation rules, at their edges: card numbers per network, CVV, expiry, names, postal
// code and email (as widened by docs/decisions/073), flight number, address lengths, duration, benefit code, date range, ages, eligibility.
import { describe, expect, it } from 'vitest'
import { CountryCode, postcodeValidatorExistsForCountry } from 'postcode-validator'
import { hasPostcodes, postcodeCountries } from '@contracts/validation/postcodes'
import { CardInputSchema } from '@contracts/lxp/shared/payment.schema'
import { cardCheckDigitMessage, CardCvvSchema, cardExpirySchema, cardNumberSchema, detectCardNetwork, isValidCardNumber, maskCardNumber } from '@contracts/validation/card'
import {
  AddressLineSchema,
  BillingAddressSchema,
  CardholderNameSchema,
  CitySchema,
  DateRangeSchema,
  EmailSchema,
  FlightNumberSchema,
  GeneralNameSchema,
  NumericStringSchema,
  PassengerNameSchema,
  StateSchema,
  ageOn,
  alphanumericPatterns,
  imageFieldDebounceMs,
  isAdultAge,
  isPointsEligible,
  parseBenefitCode,
  parseDuration,
} from '@contracts/validation/rules'

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success

describe('card numbers', () => {
  it.each([
    ['378282246310005', 'AX'],
    ['341111111111111', 'AX'],
    ['6011111111111117', 'DS'],
    ['5105105105105100', 'MC'],
    ['2221000000000009', 'MC'],
    ['2720990000000007', 'MC'],
    ['4111111111111111', 'VI'],
    ['4222222222222', 'VI'],
  ])('%s is %s', (number, network) => {
    expect(detectCardNetwork(number)).toBe(network)
  })

  it.each(['2220990000000000', '2721000000000000', '5605105105105100', '411111111111111', '37828224631000', '601111111111111'])('%s matches no network', (number) => {
    expect(detectCardNetwork(number)).toBeUndefined()
  })

  it('ignores spaces and dashes, and checks the chosen network', () => {
    expect(isValidCardNumber('4111 1111-1111 1111', 'VI')).toBe(true)
    expect(isValidCardNumber('4111111111111111', 'MC')).toBe(false)
    expect(cardNumberSchema('AX').parse('3782 822463 10005')).toBe('378282246310005')
  })

  it('refuses a number of a known network whose check digit is wrong (a typo), beside the field, before any charge', () => {
    expect(isValidCardNumber('4111 1111 1111 1112', 'VI')).toBe(false)
    expect(cardNumberSchema('VI').safeParse('4111 1111 1111 1112').error?.issues.map((issue) => issue.message)).toEqual([cardCheckDigitMessage])
    const card = { cardNumber: '4111 1111 1111 1112', cardCVV: '123', cardExpDate: '12/35', cardHolderFirstName: 'Ana', cardHolderLastName: 'Lima', billingAddress: { address1: '1 Main Street', city: 'Boston', countryCode: 'US', postalCode: '02108' } }
    const refused = CardInputSchema.safeParse(card).error?.issues.filter((issue) => issue.path[0] === 'cardNumber')
    expect(refused?.map((issue) => issue.message)).toEqual([cardCheckDigitMessage])
    expect(CardInputSchema.safeParse({ ...card, cardNumber: '4111 1111 1111 1111' }).error?.issues.filter((issue) => issue.path[0] === 'cardNumber') ?? []).toEqual([])
  })

  it('keeps only the last four digits when masked', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234')
  })
})

describe('expiry', () => {
  it('reads MM/YY, month 01-12, as 20YY-MM, and refuses expired cards', () => {
    const expiry = cardExpirySchema(() => new Date('2026-11-22T00:00:00Z'))
    expect(expiry.parse('12/27')).toBe('2027-12')
    expect(expiry.parse('11/26')).toBe('2026-11')
    expect(ok(expiry, '10/26')).toBe(false)
    expect(ok(expiry, '00/27')).toBe(false)
    expect(ok(expiry, '13/27')).toBe(false)
    expect(ok(expiry, '1/27')).toBe(false)
  })
})

describe('CVV and names', () => {
  it.each([
    ['a CVV takes 3 digits', CardCvvSchema, '123', true],
    ['a CVV takes 4 digits', CardCvvSchema, '1234', true],
    ['a CVV takes no fewer than 3 digits', CardCvvSchema, '12', false],
    ['a CVV takes digits only', CardCvvSchema, '12a', false],
    ["cardholder names allow letters and . ' - , and spaces", CardholderNameSchema, "O'Brien-Smith, Jr.", true],
    ['cardholder names allow accented letters, ~ and `', CardholderNameSchema, 'José Müller~`', true],
    ['cardholder names refuse digits', CardholderNameSchema, 'R2D2', false],
    ['cardholder names are required', CardholderNameSchema, '', false],
    ['the other name rule also allows digits and & / ( )', GeneralNameSchema, 'Smith & Sons (UK) 2/3', true],
    ['the other name rule refuses !', GeneralNameSchema, 'Name!', false],
    ['passenger names allow letters, spaces, hyphens and apostrophes', PassengerNameSchema, "Anne-Marie O'Neil", true],
    ['passenger names refuse anything else', PassengerNameSchema, 'Anne.Marie', false],
  ])('%s: %j', (_rule, schema, value, accepted) => {
    expect(ok(schema, value)).toBe(accepted)
  })
})

describe('email, flight number', () => {
  it('emails follow the WHATWG rule of <input type=email>: plus addresses and long suffixes pass', () => {
    for (const email of ['zoe+paris@gmail.com', 'zoe@example.info', 'zoe@studio.design', 'zoe@example.travel', 'avery.jones@rewards.example.com', 'a-b@c-d.io', ' zoe@example.travel ']) {
      expect(ok(EmailSchema, email), email).toBe(true)
    }
    for (const email of ['avery@', '@example.com', 'zoe @example.com', 'zoe@-example.com', 'zoe@example..com', 'zoe@exa_mple.com', 'zoe', `${'a'.repeat(250)}@x.io`]) {
      expect(ok(EmailSchema, email), email).toBe(false)
    }
  })

  it('flight numbers are 1-4 digits, or 2-4 with a leading zero', () => {
    for (const number of ['7', '123', '1234', '07', '0123']) expect(ok(FlightNumberSchema, number)).toBe(true)
    for (const number of ['0', '12345', '01234', 'A12']) expect(ok(FlightNumberSchema, number)).toBe(false)
  })
})

describe('addresses', () => {
  it('address 3-50, city up to 40, state up to 30 and optional', () => {
    expect(ok(AddressLineSchema, 'abc')).toBe(true)
    expect(ok(AddressLineSchema, 'ab')).toBe(false)
    expect(ok(AddressLineSchema, 'a'.repeat(51))).toBe(false)
    expect(ok(CitySchema, 'a'.repeat(40))).toBe(true)
    expect(ok(CitySchema, 'a'.repeat(41))).toBe(false)
    expect(ok(CitySchema, '')).toBe(false)
    expect(ok(StateSchema, undefined)).toBe(true)
    expect(ok(StateSchema, 'a'.repeat(31))).toBe(false)
  })

  const address = (country: string, zipCode?: string) => ({ address: '1 Main Street', city: 'Somewhere', country, zipCode })
  const zipError = (country: string, zipCode?: string) => {
    const parsed = BillingAddressSchema.safeParse(address(country, zipCode))
    return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join('.') === 'zipCode')?.message
  }

  it('postcodes follow the country: Dublin D02 X285, Reykjavik 101, ZIP+4, UK and Canada pass', () => {
    for (const [country, zipCode] of [['IE', 'D02 X285'], ['IS', '101'], ['US', '62701'], ['US', '10001-1234'], ['GB', 'SW1A 1AA'], ['GB', 'EC1A1BB'], ['CA', 'K1A 0B1'], ['FR', '75001'], ['us', '62701']] as const) {
      expect(zipError(country, zipCode), `${country} ${zipCode}`).toBeUndefined()
    }
  })

  it('a country without postcodes (Hong Kong) needs none, and still refuses symbols', () => {
    expect(zipError('HK')).toBeUndefined()
    expect(zipError('HK', '')).toBeUndefined()
    expect(zipError('HK', '999077')).toBeUndefined()
    expect(zipError('HK', '<b>')).toBe('Enter a valid postal code for this country.')
  })

  it('the countries with postcodes the browser knows are exactly those postcode-validator has a format for', () => {
    for (const country of Object.values(CountryCode)) expect(hasPostcodes(country), country).toBe(postcodeValidatorExistsForCountry(country))
    for (const country of postcodeCountries) expect(postcodeValidatorExistsForCountry(country), country).toBe(true)
    expect(hasPostcodes('hk')).toBe(false)
  })

  it('a country with postcodes needs one in its format', () => {
    expect(zipError('US')).toBe('This field is required.')
    expect(zipError('US', '')).toBe('This field is required.')
    for (const [country, zipCode] of [['US', '1'], ['US', '6270'], ['GB', '12345'], ['IS', '1010'], ['IE', 'D02'], ['US', '10001-12345']] as const) {
      expect(zipError(country, zipCode), `${country} ${zipCode}`).toBeDefined()
    }
  })

  it('alphanumeric patterns', () => {
    expect(alphanumericPatterns.alphanumeric.test('AB12')).toBe(true)
    expect(alphanumericPatterns.alphanumeric.test('AB 12')).toBe(false)
    expect(alphanumericPatterns.withSpace.test('AB 12')).toBe(true)
    expect(alphanumericPatterns.withPunctuation.test('Flat 2, Block-B.')).toBe(true)
    expect(alphanumericPatterns.withPunctuation.test('2/B')).toBe(false)
    expect(alphanumericPatterns.withPunctuationAndSlash.test('2/B')).toBe(true)
  })

  it('numeric strings are digits only', () => {
    expect(NumericStringSchema.safeParse('0123').success).toBe(true)
    for (const text of ['', '12a', '1 2', '-1', '1.5', '١٢']) expect(NumericStringSchema.safeParse(text).success).toBe(false)
  })
})

describe('duration, benefit codes, dates, ages, points', () => {
  it('reads durations as minutes', () => {
    expect(parseDuration('1h 30m')).toBe(90)
    expect(parseDuration('30m')).toBe(30)
    expect(parseDuration('2h')).toBe(120)
    expect(parseDuration('1.5')).toBe(90)
    expect(parseDuration('soon')).toBeUndefined()
    expect(parseDuration('')).toBeUndefined()
  })

  it('reads MR5X-style benefit codes', () => {
    expect(parseBenefitCode('MR5X')).toBe(5)
    expect(parseBenefitCode('MR10X')).toBeUndefined()
    expect(parseBenefitCode('mr5x')).toBeUndefined()
  })

  it('keeps date ranges within 1900-2099 and in order', () => {
    expect(ok(DateRangeSchema, { start: '2027-01-01', end: '2027-01-05' })).toBe(true)
    expect(ok(DateRangeSchema, { start: '1899-12-31', end: '1900-01-02' })).toBe(false)
    expect(ok(DateRangeSchema, { start: '2099-12-30', end: '2100-01-01' })).toBe(false)
    expect(ok(DateRangeSchema, { start: '2027-01-05', end: '2027-01-01' })).toBe(false)
  })

  it('accepts ages 18 to 99', () => {
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17)
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18)
    expect(isAdultAge(17)).toBe(false)
    expect(isAdultAge(18)).toBe(true)
    expect(isAdultAge(99)).toBe(true)
    expect(isAdultAge(100)).toBe(false)
  })

  it('hotel points need a positive balance; other products the earn flag', () => {
    expect(isPointsEligible('HOTEL', { balance: 1, earnEligible: false })).toBe(true)
    expect(isPointsEligible('HOTEL', { balance: 0, earnEligible: true })).toBe(false)
    expect(isPointsEligible('AIR', { balance: 0, earnEligible: true })).toBe(true)
    expect(isPointsEligible('CAR', { balance: 500, earnEligible: false })).toBe(false)
  })

  it('debounces image fields by 300 ms', () => {
    expect(imageFieldDebounceMs).toBe(300)
  })
})
