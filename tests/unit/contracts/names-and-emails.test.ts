// §R5 names and email as people have them (issue 37 items 7-10, docs/decisions/112): a table of
// names from several scripts through every checkout's schemas (traveller, cardholder, saved traveller,
// flight passenger), one limit on every name field, and IDN emails in either form.
import { describe, expect, it } from 'vitest'
import { AirPassengerSchema } from '@contracts/lxp/air-checkout.schema'
import { CardInputSchema } from '@contracts/lxp/shared/payment.schema'
import { TravelerSchema } from '@contracts/lxp/shared/traveller.schema'
import { TravelerProfileInputSchema } from '@contracts/lxp/traveler-profile.schema'
import { FindReservationRequestSchema } from '@contracts/lxp/find-reservation.contract'
import { emailToAscii, emailToUnicode, EmailSchema } from '@contracts/validation/email'
import { nameMaxLength } from '@contracts/validation/limits'
import { validationMessages } from '@contracts/validation/messages'
import { fullName } from '@contracts/domain/person'
import { machineReadableName } from '@contracts/validation/names'

/** Names as people have them: [first, last, what a passport's machine-readable zone holds (undefined: not writable there)]. */
const names: readonly { script: string; firstName: string; lastName: string; passport: string | undefined }[] = [
  { script: 'Latin with accents', firstName: 'Zoë', lastName: "O'Brien-Murphy", passport: 'ZOE OBRIEN<MURPHY' },
  { script: 'Latin, Polish', firstName: 'Łukasz', lastName: 'Żółć', passport: 'LUKASZ ZOLC' },
  { script: 'Latin, German ß and umlaut', firstName: 'Jürgen', lastName: 'Großmann', passport: 'JUERGEN GROSSMANN' },
  { script: 'Vietnamese, decomposed', firstName: 'Nguye\u0302\u0303n', lastName: 'Thi\u0323', passport: 'NGUYEN THI' },
  { script: 'typographic apostrophe', firstName: 'Luca', lastName: 'D’Angelo', passport: 'LUCA DANGELO' },
  { script: 'typographic hyphen and en dash', firstName: 'Anne‐Marie', lastName: 'Smith–Jones', passport: 'ANNE<MARIE SMITH<JONES' },
  { script: 'Cyrillic', firstName: 'Юлия', lastName: 'Щербакова', passport: 'IULIIA SHCHERBAKOVA' },
  { script: 'Greek', firstName: 'Γιώργος', lastName: 'Παπαδόπουλος', passport: undefined },
  { script: 'Devanagari (Hindi)', firstName: 'प्रिया', lastName: 'शर्मा', passport: undefined },
  { script: 'Thai', firstName: 'สมชาย', lastName: 'ใจดี', passport: undefined },
  { script: 'Arabic', firstName: 'محمد', lastName: 'بن سلمان', passport: undefined },
  { script: 'CJK', firstName: '小龍', lastName: '李', passport: undefined },
  { script: 'one name only', firstName: '', lastName: 'Suharto', passport: ' SUHARTO' },
]

const traveler = (firstName: string, lastName: string) => ({ firstName, lastName, email: 'ana@example.com', phone: '+1 212 555 0100' })
const card = (first: string, last: string) => ({
  cardNumber: '4111111111111111',
  cardCVV: '123',
  cardExpDate: '12/30',
  cardHolderFirstName: first,
  cardHolderLastName: last,
  billingAddress: { address: '1 Main Street', city: 'New York', country: 'US', zipCode: '10001' },
})
const passenger = (firstName: string, lastName: string) => ({ type: 'ADULT', firstName, lastName, dateOfBirth: '1990-05-01' })
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('names of every script on every checkout', () => {
  it.each(names)('$script is taken as typed (NFC) by the traveller, saved traveller and cardholder fields', ({ firstName, lastName }) => {
    const parsed = TravelerSchema.parse(traveler(firstName, lastName))
    expect(parsed.firstName).toBe(firstName.normalize('NFC'))
    expect(parsed.lastName).toBe(lastName.normalize('NFC'))
    expect(messagesOf(TravelerProfileInputSchema.safeParse(traveler(firstName, lastName)))).toEqual([])
    expect(messagesOf(CardInputSchema.safeParse(card(firstName, lastName)))).toEqual([])
  })

  it('decomposed Vietnamese is kept composed, so the booking holds one spelling', () => {
    expect(TravelerSchema.parse(traveler('Nguye\u0302\u0303n', 'Thi\u0323')).firstName).toBe('Nguyễn')
  })

  it.each(names)('$script on a flight: accepted when a passport can write it, else told to write it as the passport does', ({ firstName, lastName, passport }) => {
    const result = AirPassengerSchema.safeParse(passenger(firstName, lastName))
    if (passport === undefined) {
      expect(messagesOf(result)).toEqual([`firstName: ${validationMessages.passportName}`, `lastName: ${validationMessages.passportName}`])
    } else {
      expect(messagesOf(result)).toEqual([])
      expect(`${machineReadableName(firstName)} ${machineReadableName(lastName)}`).toBe(passport)
    }
  })

  it('a person with one name leaves the first name empty; an empty last name says how to write one name', () => {
    expect(fullName({ firstName: '', lastName: 'Suharto' })).toBe('Suharto')
    expect(messagesOf(TravelerSchema.safeParse(traveler('Suharto', '')))).toEqual([`lastName: ${validationMessages.lastNameRequired}`])
    expect(messagesOf(AirPassengerSchema.safeParse(passenger('Suharto', '')))).toEqual([`lastName: ${validationMessages.lastNameRequired}`])
    expect(messagesOf(CardInputSchema.safeParse(card('Suharto', '')))).toEqual([`cardHolderLastName: ${validationMessages.lastNameRequired}`])
  })

  it(`every name field has the one limit of ${nameMaxLength} characters, refused with a field error, never cut`, () => {
    const long = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwaren' + 'sche'
    expect(long).toHaveLength(59)
    const tooLong = `lastName: ${validationMessages.maxLength(nameMaxLength)}`
    expect(messagesOf(TravelerSchema.safeParse(traveler('Hubert', long)))).toEqual([tooLong])
    expect(messagesOf(TravelerProfileInputSchema.safeParse(traveler('Hubert', long)))).toEqual([tooLong])
    expect(messagesOf(AirPassengerSchema.safeParse(passenger('Hubert', long)))).toEqual([tooLong])
    expect(messagesOf(CardInputSchema.safeParse(card('Hubert', long)))).toEqual([`cardHolderLastName: ${validationMessages.maxLength(nameMaxLength)}`])
    expect(TravelerSchema.parse(traveler('Hubert', long.slice(0, nameMaxLength))).lastName).toHaveLength(nameMaxLength)
  })

  it('still refuses what is not a name', () => {
    expect(messagesOf(TravelerSchema.safeParse(traveler('Ana!', 'Lee')))).toEqual([`firstName: ${validationMessages.generalNameCharacters}`])
    expect(messagesOf(CardInputSchema.safeParse(card('R2D2', 'Lee')))).toEqual([`cardHolderFirstName: ${validationMessages.cardholderNameCharacters}`])
    expect(messagesOf(AirPassengerSchema.safeParse(passenger('Anne.Marie', 'Lee')))).toEqual([`firstName: ${validationMessages.passengerNameCharacters}`])
    expect(messagesOf(TravelerSchema.safeParse(traveler('Ana', '   ')))).toEqual([`lastName: ${validationMessages.lastNameRequired}`])
  })
})

describe('emails with international domain names', () => {
  const emails = [
    { typed: 'ana@bücher.example', shown: 'ana@bücher.example' },
    { typed: 'ana@xn--bcher-kva.example', shown: 'ana@bücher.example' },
    { typed: 'ana@BÜCHER.example', shown: 'ana@bücher.example' },
    { typed: 'li@例え.テスト', shown: 'li@例え.テスト' },
    { typed: 'li@xn--r8jz45g.xn--zckzah', shown: 'li@例え.テスト' },
    { typed: 'ivan@пример.рф', shown: 'ivan@пример.рф' },
    { typed: 'nikos@παράδειγμα.ελ', shown: 'nikos@παράδειγμα.ελ' },
    { typed: 'zoe+paris@Gmail.com', shown: 'zoe+paris@Gmail.com' },
  ]

  it.each(emails)('$typed is taken and kept as $shown', ({ typed, shown }) => {
    expect(EmailSchema.parse(typed)).toBe(shown)
    expect(TravelerSchema.parse({ ...traveler('Ana', 'Lee'), email: typed }).email).toBe(shown)
    expect(FindReservationRequestSchema.parse({ number: 'OR-7KQ2M9XWPA', email: typed }).email).toBe(shown)
  })

  it('either form reaches the same ASCII address a mail server takes', () => {
    expect(emailToAscii('ana@bücher.example')).toBe('ana@xn--bcher-kva.example')
    expect(emailToAscii(emailToUnicode('ana@xn--bcher-kva.example'))).toBe('ana@xn--bcher-kva.example')
  })

  it('refuses a domain without a dot, which mail cannot reach, with one message that says so', () => {
    for (const email of ['jana@example', 'jana@localhost', 'li@例え', 'li@xn--r8jz45g']) {
      const parsed = EmailSchema.safeParse(email)
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message), email).toEqual([validationMessages.emailDomainDot])
    }
  })

  it('refuses what is not an address, whatever the script', () => {
    for (const email of ['ana@bü cher.example', 'ana@xn--.example', 'ana@bücher..example', 'ana@', '@bücher.example', 'ana@bücher.example/x']) {
      expect(EmailSchema.safeParse(email).success, email).toBe(false)
    }
  })
})
