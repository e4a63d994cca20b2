// Issue 35 (item 8), docs/decisions/110, against the production build: an idempotency key belongs to its
// caller. Partner A's retry with its key replays A's booking; partner B's API key, a member, and a
// caller with no credential at all sending A's key and body get a fresh booking (or a refusal), never
// A's answer. A guest browser is known by its own signed cookie, so its retries replay, concurrent
// ones included (§D6: once per key).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiCredential } from '@server/integrators/api-credentials.server'
import { cookiesOf, hotelSelection, lxpOf, quoteAndBookRequest, signIn, startSeededServer, type LxpCall } from '../fixtures/production-booking'
import { assertBuilt, serverFixtures, stopServer, type Started } from '../fixtures/production-server'

assertBuilt()
const fixtures = serverFixtures()
afterAll(() => fixtures.cleanUp())

let server: Started
let keys: { a: string; b: string }

beforeAll(async () => {
  const started = await startSeededServer(fixtures, async (db) => ({
    a: (await createApiCredential(db, { kind: 'partner-key', name: 'Partner A' })).secret,
    b: (await createApiCredential(db, { kind: 'partner-key', name: 'Partner B' })).secret,
  }))
  server = started.server
  keys = started.prepared
}, 120_000)
afterAll(() => stopServer(server))

async function book(lxp: LxpCall, request: unknown, key: string) {
  const answer = await lxp('POST', '/hotel/book', { body: request, headers: { 'idempotency-key': key } })
  const body = await answer.json()
  return { status: answer.status, reservationId: body.reservationId as string | undefined, replayed: answer.headers.get('idempotent-replayed') }
}

describe("partner A's idempotency key", () => {
  let key: string
  let request: unknown
  let first: Awaited<ReturnType<typeof book>>

  beforeAll(async () => {
    const partnerA = lxpOf(server, { 'x-api-key': keys.a })
    ;({ request } = await quoteAndBookRequest(partnerA, await hotelSelection(partnerA)))
    key = randomUUID()
    first = await book(partnerA, request, key)
    expect([first.status, first.replayed]).toEqual([201, 'false'])
  }, 60_000)

  it("replays A's booking to A's retry", async () => {
    expect(await book(lxpOf(server, { 'x-api-key': keys.a }), request, key)).toEqual({ ...first, replayed: 'true' })
  })

  it.each([
    ["partner B's API key", () => lxpOf(server, { 'x-api-key': keys.b })],
    ['no credential at all', () => lxpOf(server)],
    ['a signed-in member', async () => lxpOf(server, { cookie: await signIn(server, 'platinum') })],
  ])("is a fresh request from %s, never A's answer", async (_who, caller) => {
    const answer = await book(await caller(), request, key)
    expect([201, 409, 422]).toContain(answer.status)
    expect(answer.reservationId).not.toBe(first.reservationId)
    expect(answer.replayed).not.toBe('true')
  })
})

describe('a guest browser', () => {
  it('is known by the cookie of its quote: its retries replay, concurrent ones make one booking, and another browser with the same key books anew', async () => {
    const anonymous = lxpOf(server)
    const { quoted, request } = await quoteAndBookRequest(anonymous, await hotelSelection(anonymous, 90))
    const browser = lxpOf(server, { cookie: cookiesOf(quoted) })
    expect(cookiesOf(quoted)).toMatch(/^guest-caller=/)
    const key = randomUUID()
    const answers = await Promise.all([1, 2, 3].map(() => book(browser, request, key)))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.reservationId)).size).toBe(1)
    expect(answers.map((answer) => answer.replayed).sort()).toEqual(['false', 'true', 'true'])

    const { quoted: otherQuote } = await quoteAndBookRequest(anonymous, await hotelSelection(anonymous, 90))
    const other = await book(lxpOf(server, { cookie: cookiesOf(otherQuote) }), request, key)
    expect(other.reservationId).not.toBe(answers[0]?.reservationId)
    expect(other.replayed).not.toBe('true')
  })
})
