// Names and emails as people have them through the partner API (issue 37 items 7-10, docs/decisions/112,
// on §R5 names and email and §R3.50 error object): every line books for a traveller named in another
// script or with one name, with an international email, and a guest finds the booking with either form
// of that email; names the rules refuse get a 400 with the field, never a 500 or a cut name.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { nameMaxLength } from '@contracts/validation/limits'
import { validationMessages } from '@contracts/validation/messages'
import { bff, bffAs, keyMaker, seededLxpDatabase, simulator, visaCard } from '../fixtures/lxp-http'
import { lineFixtures, type LineFixture } from '../fixtures/lxp-lines'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const newKey = keyMaker('names-and-emails-key')
const lines = lineFixtures()
const unicodeEmail = 'ana@bücher.example'
const asciiEmail = 'ana@xn--bcher-kva.example'

/** The booking request of the line for this person: the traveller (a flight's first passenger and contact) and the cardholder. */
function forPerson(line: LineFixture, dueNow: number, person: { firstName: string; lastName: string }, email: string) {
  const request = line.bookRequest(dueNow, { mode: 0, points: 0, card: visaCard('', 'Suharto') }) as Record<string, unknown>
  if (line.line === 'air') {
    const [first, ...others] = request.passengers as Record<string, unknown>[]
    return { ...request, passengers: [{ ...first, ...person }, ...others], contact: { ...(request.contact as object), email } }
  }
  return { ...request, traveler: { ...(request.traveler as object), ...person, email } }
}

/** A flight's passenger names must fit a passport's machine-readable zone; the other lines take any script. */
const personFor = (line: LineFixture) => (line.line === 'air' ? { firstName: '', lastName: 'Nguye\u0302\u0303n D’Angelo' } : { firstName: 'प्रिया', lastName: 'ใจดี' })

let clients = 0
const freshClient = () => bffAs(`198.51.100.${++clients}`)

beforeAll(async () => {
  for (const line of lines) await line.prepare(seeded.db)
})

describe.each(lines)('names and emails: $line', (line) => {
  it('books for a person of another script or with one name and an international email, kept as typed (NFC) and found with either form of the email', async () => {
    await line.freeInventory(seeded.db)
    const quote = await simulator('POST', `/${line.line}/checkout/quote`, line.selection())
    expect(quote.status, JSON.stringify(quote.body)).toBe(200)
    const person = personFor(line)
    const order = await simulator('POST', `/${line.line}/book`, forPerson(line, line.quoteSchema.parse(quote.body).price.dueNow, person, asciiEmail), { 'idempotency-key': newKey() })
    expect(order.status, JSON.stringify(order.body)).toBe(201)

    for (const email of [unicodeEmail, asciiEmail, 'ANA@BÜCHER.example']) {
      const found = await freshClient()('POST', '/reservations/find', { number: order.body.orderId, email })
      expect(found.status, `${email}: ${JSON.stringify(found.body)}`).toBe(200)
    }
    const view = await freshClient()('GET', `/reservations/${line.line}/${order.body.reservationId}?email=${encodeURIComponent(asciiEmail)}`)
    expect(view.status, JSON.stringify(view.body)).toBe(200)
    const text = JSON.stringify(view.body)
    expect(text).toContain(person.lastName.normalize('NFC'))
    expect(text).toContain(unicodeEmail)
    expect(text).not.toContain('xn--')
  })

  it(`refuses a ${nameMaxLength + 9}-character surname with a 400 on the field, never cutting it`, async () => {
    const answer = await bff('POST', `/${line.line}/book`, forPerson(line, 100, { firstName: 'Hubert', lastName: 'W'.repeat(nameMaxLength + 9) }, unicodeEmail), { 'idempotency-key': newKey() })
    expect(answer.status).toBe(400)
    const field = line.line === 'air' ? 'body.passengers.0.lastName' : 'body.traveler.lastName'
    expect(ApiErrorsSchema.parse(answer.body).errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.stringContaining(validationMessages.maxLength(nameMaxLength)) })]))
  })

  it('refuses an email whose domain has no dot (no mail reaches jana@example) with a 400 on the field', async () => {
    const answer = await bff('POST', `/${line.line}/book`, forPerson(line, 100, { firstName: 'Jana', lastName: 'Novak' }, 'jana@example'), { 'idempotency-key': newKey() })
    expect(answer.status).toBe(400)
    const field = line.line === 'air' ? 'body.contact.email' : 'body.traveler.email'
    expect(ApiErrorsSchema.parse(answer.body).errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.stringContaining(validationMessages.emailDomainDot) })]))
  })
})

describe('passenger names a passport cannot write', () => {
  const air = lines.find((line) => line.line === 'air')!

  it.each([
    { script: 'Arabic', lastName: 'بن سلمان' },
    { script: 'Thai', lastName: 'ใจดี' },
    { script: 'CJK', lastName: '李' },
    { script: 'Devanagari', lastName: 'शर्मा' },
  ])('$script: a 400 telling the passenger to write the name as the machine-readable lines do', async ({ lastName }) => {
    const answer = await bff('POST', '/air/book', forPerson(air, 100, { firstName: 'Sam', lastName }, unicodeEmail), { 'idempotency-key': newKey() })
    expect(answer.status).toBe(400)
    expect(ApiErrorsSchema.parse(answer.body).errors).toEqual([expect.objectContaining({ field: 'body.passengers.0.lastName', message: expect.stringContaining(validationMessages.passportName) })])
  })
})
