// SPEC.md §5 validation rules, at their edges: card numbers per network, CVV, expiry, names, postal
// code, email, flight number, address lengths, duration, benefit code, date range, ages, eligibility.
import { describe, expect, it } from 'vitest'
import { CardCvvSchema, cardExpirySchema, cardNumberSchema, detectCardNetwork, isValidCardNumber, maskCardNumber } from '@contracts/validation/card'
import {
  AddressLineSchema,
  CardholderNameSchema,
  CardPostalCodeSchema,
  CitySchema,
  DateRangeSchema,
  EmailSchema,
  FlightNumberSchema,
  GeneralNameSchema,
  PassengerNameSchema,
  StateSchema,
  ZipCodeSchema,
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

  it('keeps only the last four digits when masked', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234')
  })
})

describe('CVV and expiry', () => {
  it('take 3 or 4 digits', () => {
    expect(ok(CardCvvSchema, '123')).toBe(true)
    expect(ok(CardCvvSchema, '1234')).toBe(true)
    expect(ok(CardCvvSchema, '12')).toBe(false)
    expect(ok(CardCvvSchema, '12a')).toBe(false)
  })

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

describe('names', () => {
  it('cardholder names allow letters and . \' - ~ ` , and spaces', () => {
    expect(ok(CardholderNameSchema, "O'Brien-Smith, Jr.")).toBe(true)
    expect(ok(CardholderNameSchema, 'José Müller~`')).toBe(true)
    expect(ok(CardholderNameSchema, 'R2D2')).toBe(false)
    expect(ok(CardholderNameSchema, '')).toBe(false)
  })

  it('the other name rule also allows digits and & \\ / ( )', () => {
    expect(ok(GeneralNameSchema, 'Smith & Sons (UK) 2/3')).toBe(true)
    expect(ok(GeneralNameSchema, 'Name!')).toBe(false)
  })

  it('passenger names allow letters, spaces, hyphens and apostrophes only', () => {
    expect(ok(PassengerNameSchema, "Anne-Marie O'Neil")).toBe(true)
    expect(ok(PassengerNameSchema, 'Anne.Marie')).toBe(false)
  })
})

describe('postal code, email, flight number', () => {
  it('postal codes are UK-style or letters and digits', () => {
    for (const code of ['SW1A 1AA', 'EC1A1BB', '10001', 'K1A0B1']) expect(ok(CardPostalCodeSchema, code)).toBe(true)
    expect(ok(CardPostalCodeSchema, '10001-1234')).toBe(false)
  })

  it('emails need a suffix of 1 to 3 letters', () => {
    expect(ok(EmailSchema, 'avery.jones@rewards.example.com')).toBe(true)
    expect(ok(EmailSchema, 'a-b@c-d.io')).toBe(true)
    expect(ok(EmailSchema, 'avery@rewards.travel')).toBe(false)
    expect(ok(EmailSchema, 'avery@')).toBe(false)
  })

  it('flight numbers are 1-4 digits, or 2-4 with a leading zero', () => {
    for (const number of ['7', '123', '1234', '07', '0123']) expect(ok(FlightNumberSchema, number)).toBe(true)
    for (const number of ['0', '12345', '01234', 'A12']) expect(ok(FlightNumberSchema, number)).toBe(false)
  })
})

describe('addresses', () => {
  it('address 3-50, city up to 40, state up to 30 and optional, zip 4-9', () => {
    expect(ok(AddressLineSchema, 'abc')).toBe(true)
    expect(ok(AddressLineSchema, 'ab')).toBe(false)
    expect(ok(AddressLineSchema, 'a'.repeat(51))).toBe(false)
    expect(ok(CitySchema, 'a'.repeat(40))).toBe(true)
    expect(ok(CitySchema, 'a'.repeat(41))).toBe(false)
    expect(ok(CitySchema, '')).toBe(false)
    expect(ok(StateSchema, undefined)).toBe(true)
    expect(ok(StateSchema, 'a'.repeat(31))).toBe(false)
    expect(ok(ZipCodeSchema, '1234')).toBe(true)
    expect(ok(ZipCodeSchema, '123')).toBe(false)
    expect(ok(ZipCodeSchema, '1234567890')).toBe(false)
  })

  it('alphanumeric patterns', () => {
    expect(alphanumericPatterns.alphanumeric.test('AB12')).toBe(true)
    expect(alphanumericPatterns.alphanumeric.test('AB 12')).toBe(false)
    expect(alphanumericPatterns.withSpace.test('AB 12')).toBe(true)
    expect(alphanumericPatterns.withPunctuation.test('Flat 2, Block-B.')).toBe(true)
    expect(alphanumericPatterns.withPunctuation.test('2/B')).toBe(false)
    expect(alphanumericPatterns.withPunctuationAndSlash.test('2/B')).toBe(true)
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
