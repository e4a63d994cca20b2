// §R3 customer profile and traveler profiles, §R7 /api/lxp/customer/*: the member's profile and
// saved travelers on the simulator (as a member through the customer header), and 401 on the BFF
// without a session (§R6: passed through with no system error). docs/decisions/060: a member of a real
// login provider whom the sandbox does not know is enrolled, once, through the upstream module.
import { describe, expect, it, vi } from 'vitest'
import { CustomerProfileSchema } from '@contracts/lxp/customer-profile.schema'
import { TravelerProfileListSchema, TravelerProfileSchema } from '@contracts/lxp/traveler-profile.schema'
import { seededDatabase } from '../fixtures/database'

const seeded = seededDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { handleSimulatorRequest } = await import('@simulator/simulator-handler.server')
const { enrolWithPlatform } = await import('@server/upstream/upstream.server')
const { adjustPoints, pointsAccount } = await import('@simulator/loyalty/points-account.server')

async function simulator(method: string, path: string, body?: unknown, customerId = 'CC-100002') {
  const response = await handleSimulatorRequest(
    new Request(`http://simulator.internal/api/lxp${path}`, { method, headers: { 'content-type': 'application/json', 'x-customer-id': customerId }, body: body === undefined ? undefined : JSON.stringify(body) }),
  )
  return { status: response.status, body: await response.json() }
}

const traveler = { firstName: 'Robin', lastName: 'Gold', email: 'robin@example.com', phone: '+1 202 555 0188' }


describe('GET /customer/profile', () => {
  it("answers the member's profile, and 503 for the member whose profile service fails", async () => {
    const { status, body } = await simulator('GET', '/customer/profile')
    expect(status).toBe(200)
    expect(CustomerProfileSchema.parse(body)).toMatchObject({ clientCustomerId: 'CC-100002', personalInfo: { firstName: 'Blake' }, loyalty: { type: 'CARD_BASED' } })
    expect((await simulator('GET', '/customer/profile', undefined, 'CC-100008')).status).toBe(503)
  })
})

describe('traveler profiles', () => {
  it('adds, lists, finds and modifies saved travelers, without repeating the same person', async () => {
    const added = await simulator('POST', '/customer/traveler-profile/add-travelers', { travelers: [traveler, { ...traveler, firstName: 'Sam', email: 'sam@example.com' }] })
    expect(added.status).toBe(200)
    const [robin] = TravelerProfileListSchema.parse(added.body).travelers
    expect(robin?.travelerId).toMatch(/^TP-[A-Z0-9]{10}$/)

    const again = await simulator('POST', '/customer/traveler-profile/add-travelers', { travelers: [{ ...traveler, phone: '+1 202 555 0199' }] })
    expect(again.body.travelers[0].travelerId).toBe(robin?.travelerId)
    const list = TravelerProfileListSchema.parse((await simulator('GET', '/customer/traveler-profile')).body)
    expect(list.travelers).toHaveLength(2)
    expect((await simulator('GET', '/customer/traveler-profile?search=sam')).body.travelers).toHaveLength(1)

    const found = TravelerProfileSchema.parse((await simulator('POST', '/customer/traveler-profile/get-traveler', { travelerId: robin?.travelerId })).body)
    expect(found.phone).toBe('+1 202 555 0199')
    const modified = await simulator('POST', '/customer/traveler-profile/modify-travelers', { travelers: [{ travelerId: robin?.travelerId, roomPreference: 'WHEELCHAIR_ACCESSIBLE' }] })
    expect(modified.body.travelers[0]).toMatchObject({ firstName: 'Robin', roomPreference: 'WHEELCHAIR_ACCESSIBLE' })
  })

  it("keeps each member's travelers to themself and checks the fields with the §R5 rules", async () => {
    const mine = (await simulator('GET', '/customer/traveler-profile')).body.travelers[0]
    expect((await simulator('POST', '/customer/traveler-profile/get-traveler', { travelerId: mine.travelerId }, 'CC-100001')).status).toBe(404)
    const bad = await simulator('POST', '/customer/traveler-profile/add-travelers', { travelers: [{ ...traveler, email: 'not-an-email' }] })
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'body.travelers.0.email'])
  })

  it("removes saved travelers, all or none: another member's id refuses the lot (My Profile's delete)", async () => {
    const added = await simulator('POST', '/customer/traveler-profile/add-travelers', { travelers: [{ ...traveler, firstName: 'Kim', email: 'kim@example.com' }] })
    const kim = added.body.travelers[0].travelerId
    const others = await simulator('POST', '/customer/traveler-profile/add-travelers', { travelers: [{ ...traveler, firstName: 'Lee', email: 'lee@example.com' }] }, 'CC-100001')
    const refused = await simulator('POST', '/customer/traveler-profile/remove-travelers', { travelerIds: [kim, others.body.travelers[0].travelerId] })
    expect([refused.status, refused.body.errors[0].field]).toEqual([404, 'body.travelerIds.1'])
    expect((await simulator('POST', '/customer/traveler-profile/get-traveler', { travelerId: kim })).status).toBe(200)
    const removed = await simulator('POST', '/customer/traveler-profile/remove-travelers', { travelerIds: [kim] })
    expect(removed.status).toBe(200)
    expect(TravelerProfileListSchema.parse(removed.body).travelers.map((entry) => entry.travelerId)).not.toContain(kim)
    expect((await simulator('POST', '/customer/traveler-profile/get-traveler', { travelerId: kim })).status).toBe(404)
  })

  it("hands out each card on file with its token (docs/decisions/077), the number masked", async () => {
    const { body } = await simulator('GET', '/customer/profile', undefined, 'CC-100004')
    const cards = CustomerProfileSchema.parse(body).loyalty
    expect(cards.type === 'ACCOUNT_BASED' && cards.cards.map((card) => [card.obfuscatedNumber, card.token])).toEqual([
      ['•••••6004', expect.stringMatching(/^CT-/)],
      ['•••••7006', expect.stringMatching(/^CT-/)],
    ])
  })

  it('answers 401 through the BFF without a session', async () => {
    const response = await handleApiRequest(new Request('http://localhost/api/lxp/customer/traveler-profile'))
    expect(response.status).toBe(401)
    expect((await response.json()).errors[0].code).toBe('UNAUTHORIZED')
  })
})

describe('enrolment of a member new to the platform (docs/decisions/060)', () => {
  const newcomer = { customerId: 'oidc-subject-42', firstName: 'Robin', lastName: 'Newcomer', email: 'robin.newcomer@example.org' }

  it('gives a profile to a customer the sandbox did not know: name and email from the claims, an active account with a starting balance', async () => {
    expect((await simulator('GET', '/customer/profile', undefined, newcomer.customerId)).status).toBe(404)
    expect(await enrolWithPlatform(newcomer)).toBe('enrolled')
    const { status, body } = await simulator('GET', '/customer/profile', undefined, newcomer.customerId)
    expect(status).toBe(200)
    expect(CustomerProfileSchema.parse(body)).toMatchObject({
      clientCustomerId: newcomer.customerId,
      personalInfo: { firstName: 'Robin', lastName: 'Newcomer' },
      loyalty: { type: 'ACCOUNT_BASED', email: newcomer.email, status: 'ACTIVE', tier: { name: 'Green' }, points: { balance: 25_000 }, cards: [] },
    })
  })

  it('enrols once: a second sign-in, or a programme member, changes nothing', async () => {
    await seeded.db.transaction((tx) => adjustPoints(tx, newcomer.customerId, -5_000, { kind: 'ADJUSTED' }))
    expect(await enrolWithPlatform({ ...newcomer, firstName: 'Renamed' })).toBe('known')
    expect((await simulator('GET', '/customer/profile', undefined, newcomer.customerId)).body).toMatchObject({ personalInfo: { firstName: 'Robin' }, loyalty: { points: { balance: 20_000 } } })
    expect(await enrolWithPlatform({ customerId: 'CC-100002', firstName: 'X', lastName: 'Y', email: 'x@example.org' })).toBe('known')
    expect((await simulator('GET', '/customer/profile')).body).toMatchObject({ personalInfo: { firstName: 'Blake' } })
  })

  it("pays with the enrolled member's points like a programme member's, never below zero", async () => {
    expect(await pointsAccount(seeded.db, newcomer.customerId)).toMatchObject({ balance: 20_000, active: true })
    await expect(seeded.db.transaction((tx) => adjustPoints(tx, newcomer.customerId, -20_001, { kind: 'ADJUSTED' }))).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' })
    expect(await seeded.db.transaction((tx) => adjustPoints(tx, newcomer.customerId, 1_000, { kind: 'ADJUSTED' }))).toBe(21_000)
  })
})
