// A test writer's suite against a sandbox (SANDBOX=on), written from the guide *Scenarios* only: each test
// resets its own namespace, asks for a scenario with `x-sim-scenario`, and checks how its code (here the
// typed client) meets a sold-out room, a rate limit, a declined card, a lost answer and another clock.
//
//   REWARDS_TRAVEL_URL=http://127.0.0.1:3000 node --test examples/sandbox-tests.ts
//
// It signs in as the demo member "gold" for a personal access token (the embedded demo only).
import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { createRewardsTravelClient, newIdempotencyKey, ok, RewardsTravelError, type RewardsTravelClient, type ScenarioHeaderValue } from '@rewards-travel/client'
import { demoToken } from './demo-token.ts'

const baseUrl = (process.env.REWARDS_TRAVEL_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
const stay = { checkIn: '2027-03-12', checkOut: '2027-03-15', rooms: 1, adults: 2 }
const card = {
  cardNumber: '4111 1111 1111 1111',
  cardCVV: '123',
  cardExpDate: '12/30',
  cardHolderFirstName: 'Blake',
  cardHolderLastName: 'Gold',
  billingAddress: { address: '1 Main Street', city: 'Springfield', country: 'US', state: 'IL', zipCode: '62701' },
}

/** This suite's namespace: its scenario counts and clock are its own (guide *Scenarios*); the client sends it on every call. */
const namespace = `example-${process.pid}`
const scenario = (value: ScenarioHeaderValue) => ({ 'x-sim-scenario': value })

let demo: Awaited<ReturnType<typeof demoToken>>
let client: RewardsTravelClient
let selection: { hotelId: string; roomTypeId: string; rateId: string }

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  assert.ok(error instanceof RewardsTravelError, `expected the API to refuse, got ${String(error)}`)
  return error
}

async function booking() {
  const quote = await ok(client.lxp.hotel.quote({ body: { ...selection, ...stay } }))
  const traveler = { firstName: 'Blake', lastName: 'Gold', email: 'blake.gold@example.com', phone: '+1 202 555 0143' }
  return { ...selection, ...stay, traveler, payment: { mode: 0 as const, card }, acceptTerms: true as const, expectedDueNow: quote.price.dueNow }
}

before(async () => {
  // Everything back as it started, bookings included, once for the suite (a client without a namespace resets everything).
  assert.deepEqual(await ok(createRewardsTravelClient({ baseUrl }).sandbox.reset({})), { reset: 'everything' })
  demo = await demoToken(baseUrl, 'examples/sandbox-tests.ts')
  // Retry-After is honoured, so a rate limit of a second is waited out.
  client = createRewardsTravelClient({ baseUrl, accessToken: demo.token, sandboxNamespace: namespace })
  const found = await ok(client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] } }))
  for (const hotel of found.items) {
    const offer = await ok(client.lxp.hotel.offer({ params: { hotelId: hotel.id }, query: stay }))
    const room = offer.rooms.find((each) => each.rates.some((rate) => rate.payment === 'PAY_NOW'))
    const rate = room?.rates.find((each) => each.payment === 'PAY_NOW')
    if (room && rate) {
      selection = { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id }
      break
    }
  }
  assert.ok(selection, 'no room paid now in Paris')
})
after(() => demo.revoke())

describe('a test suite against the sandbox', () => {
  beforeEach(async () => {
    // This namespace's counts and clock start again for every test.
    assert.deepEqual(await ok(client.sandbox.reset({})), { reset: 'namespace', namespace })
  })

  it('meets a room sold out on its offer', async () => {
    const error = await refusal(ok(client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay, headers: scenario('sold-out') })))
    assert.equal(error.code, 'SOLD_OUT')
  })

  it('gets through a rate limit by waiting Retry-After', async () => {
    // The server tries a call with a scenario once, so the client meets both 429s, waits a second after each, and gets through on its third try.
    const found = await ok(client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay, headers: scenario('rate-limited:2:first') }))
    assert.equal(found.id, selection.hotelId)
  })

  it('shows a declined card, and a malformed request stays a 400 whatever the scenario', async () => {
    const declined = await refusal(ok(client.lxp.hotel.book({ headers: { 'idempotency-key': newIdempotencyKey(), ...scenario('payment-declined') }, body: await booking() })))
    assert.equal(declined.code, 'CARD_DECLINED')
    const malformed = await fetch(`${baseUrl}/api/lxp/hotel/book`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey(), 'x-sim-namespace': namespace, ...scenario('payment-declined') },
      body: '{}',
    })
    assert.equal(malformed.status, 400)
  })

  it('books once when the answer is lost: the retry with the same key gets the booking', async () => {
    const answer = await client.lxp.hotel.book({ headers: { 'idempotency-key': newIdempotencyKey(), ...scenario('answer-lost') }, body: await booking() })
    assert.equal(answer.status, 201)
    assert.equal(answer.headers.get('idempotent-replayed'), 'true')
    const booked = await ok(answer)
    await ok(client.lxp.hotel.reservations.cancel({ params: { reservationId: booked.reservationId }, headers: { 'idempotency-key': newIdempotencyKey() }, body: {} }))
  })

  it('searches at another instant: the sandbox clock, then the reset frees it', async () => {
    assert.equal((await ok(client.sandbox.setClock({ body: { now: '2027-03-13T12:00:00Z' } }))).fixed, true)
    const passed = await refusal(ok(client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: [{ adults: 2, childAges: [] }] } })))
    assert.equal(passed.status, 422)
    // Another namespace runs at the real time meanwhile: parallel tests keep their clocks apart.
    assert.equal((await ok(createRewardsTravelClient({ baseUrl, sandboxNamespace: `${namespace}-other` }).sandbox.clock({}))).fixed, false)
    await ok(client.sandbox.reset({}))
    assert.equal((await ok(client.sandbox.clock({}))).fixed, false)
  })

  it('is told when a scenario does not apply to the operation', async () => {
    const error = await refusal(ok(client.lxp.hotel.offer({ params: { hotelId: selection.hotelId }, query: stay, headers: scenario('price-change') })))
    assert.equal(error.code, 'SCENARIO_NOT_APPLICABLE')
  })
})
