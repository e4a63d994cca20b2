// Issue 21 "complete pages": what airlines need about a passenger (gender, frequent-flyer and Known
// Traveler numbers, a passport on international itineraries valid to the last flight), the rules the
// flight checkout and the platform share, and what the checkout sends and keeps.
import { describe, expect, it } from 'vitest'
import { AirPassengerSchema } from '@contracts/lxp/air-checkout.schema'
import { isInternational, maskPassportNumber, passportExpiryProblem } from '@contracts/domain/travel-documents'
import { FrequentFlyerSchema, KnownTravelerNumberSchema, PassportSchema } from '@contracts/validation/travel-documents'
import { documentsRequestOf, emptyDocuments, storableDocuments } from '~/features/air/air-passenger-documents'

const leg = (from: string, to: string) => ({ from: { countryCode: from }, to: { countryCode: to } })

describe('travel documents', () => {
  it('calls an itinerary international when any flight leaves the first country', () => {
    expect(isInternational([leg('US', 'GB')])).toBe(true)
    expect(isInternational([leg('US', 'US'), leg('US', 'CA')])).toBe(true)
    expect(isInternational([leg('US', 'US'), leg('US', 'US')])).toBe(false)
  })

  it('takes passport numbers of 6 to 9 letters or digits, spaces dropped and upper-cased, from a two-letter country', () => {
    expect(PassportSchema.parse({ number: 'x1234 5678', country: 'US', expiresOn: '2030-01-01' }).number).toBe('X12345678')
    expect(PassportSchema.safeParse({ number: 'X1', country: 'US', expiresOn: '2030-01-01' }).error?.issues[0]?.message).toBe('A passport number has 6 to 9 letters or digits.')
    expect(PassportSchema.safeParse({ number: 'X1234567', country: '', expiresOn: '2030-01-01' }).success).toBe(false)
    expect(PassportSchema.safeParse({ number: 'X1234567', country: 'US', expiresOn: '01/01/2030' }).success).toBe(false)
  })

  it('wants a passport valid until the last flight', () => {
    expect(passportExpiryProblem('2027-03-18', '2027-03-19')).toBe('The passport must be valid until your last flight.')
    expect(passportExpiryProblem('2027-03-19', '2027-03-19')).toBeNull()
  })

  it('takes Known Traveler numbers of 8 to 10 letters or digits and frequent-flyer numbers with their airline', () => {
    expect(KnownTravelerNumberSchema.parse('kt 123-4567')).toBe('KT1234567')
    expect(KnownTravelerNumberSchema.safeParse('1234567').success).toBe(false)
    expect(KnownTravelerNumberSchema.safeParse('12345678901').success).toBe(false)
    expect(FrequentFlyerSchema.parse({ airline: 'BA', number: 'ab 123 45' })).toEqual({ airline: 'BA', number: 'AB12345' })
    expect(FrequentFlyerSchema.safeParse({ airline: '', number: 'AB12345' }).error?.issues[0]?.message).toBe('Choose the airline of the programme.')
  })

  it('refuses an unknown gender', () => {
    const passenger = { type: 'ADULT', firstName: 'Robin', lastName: 'Guest', dateOfBirth: '1988-06-15' }
    expect(AirPassengerSchema.safeParse({ ...passenger, gender: 'UNSPECIFIED' }).success).toBe(true)
    expect(AirPassengerSchema.safeParse({ ...passenger, gender: 'X' }).success).toBe(false)
  })

  it('shows a passport number by its last three characters only', () => {
    expect(maskPassportNumber('X12345678')).toBe('•••678')
  })
})

describe('the flight checkout documents', () => {
  it('sends what was given, and a passport on an international itinerary even when empty (so its fields say what is missing)', () => {
    expect(documentsRequestOf(emptyDocuments, false)).toEqual({})
    expect(documentsRequestOf(emptyDocuments, true)).toEqual({ passport: { number: '', country: '', expiresOn: '' } })
    const given = { ...emptyDocuments, gender: 'FEMALE' as const, frequentFlyerAirline: 'BA', frequentFlyerNumber: ' AB12345 ', knownTravelerNumber: 'KT1234567', passportNumber: 'X12345678', passportCountry: 'US', passportExpiresOn: '2036-05-01' }
    expect(documentsRequestOf(given, false)).toEqual({ gender: 'FEMALE', frequentFlyer: { airline: 'BA', number: 'AB12345' }, knownTravelerNumber: 'KT1234567', passport: { number: 'X12345678', country: 'US', expiresOn: '2036-05-01' } })
  })

  it('never keeps the passport or Known Traveler number in session storage', () => {
    const kept = storableDocuments({ ...emptyDocuments, knownTravelerNumber: 'KT1234567', passportNumber: 'X12345678', passportCountry: 'US' })
    expect(kept).toMatchObject({ knownTravelerNumber: '', passportNumber: '', passportCountry: 'US' })
  })
})
