// §R6 roles (anonymous and authenticated: a member's reservations for that member only), §R2
// reservation view and cancel routes of every line (hotel, dining, air, car, activity) and flight
// exchange, §R3.50 error object and wrappers, §R8 error catalogue (a refusal tells nothing more than a
// missing number; TOO_MANY_REQUESTS): who reaches a reservation through the BFF (HTTP API at /api/lxp,
// the pages' server functions with the signed guest cookie, and the calendar file), and the limits on
// lookups by number and email (docs/decisions/059-reservation-access.md). Members come from a stubbed
// session resolver (the relay's question is only "who"); the limits run on a test clock.
// The limits on a guest's access (the grant's expiry, lookups by number and email) are in reservation-access-limits.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { relayForPage } from '@server/bff/lxp-relay.server'
import { lookupsPerClient, lookupsPerClientAndReservation } from '@server/bff/reservation-lookups.server'
import { calendarResponse, calendarSignInMessage } from '@server/calendar/calendar.server'
import { createApiCredential } from '@server/integrators/api-credentials.server'
import { card, gold, goldEmail, guestEmail, platinum, reservationAccessSite, routeNames, seen, type Answer, type Caller, type SeenTwice } from '../fixtures/reservation-access'

// The lookup limits run on a clock the tests move; a request is "signed in" as the member named in the test-only header.
vi.mock('@server/bff/reservation-lookups.server', async (importOriginal) => (await import('../fixtures/lookup-limits-clock')).lookupLimitsOnTheClock(importOriginal))
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))
const site = reservationAccessSite()
vi.mock('@server/db/db.server', () => ({ database: async () => site.db }))

const { api, bookInBrowser, bookOver, browser, lineNames, missingNumber, newKey, reservationRoute } = site

describe.each(lineNames)("a member's %s reservation", (line) => {
  it.each(routeNames)('%s answers only to the member who booked it; anyone else is answered as for a number that does not exist', async (route) => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const missing = missingNumber()
    const anonymous = { client: '203.0.113.10' }
    const otherMember = { member: platinum, client: '203.0.113.20' }
    const both = async (options: { email?: string; caller?: Caller }): Promise<SeenTwice> => [seen(await reservationRoute(line, route, reservationId, options), reservationId), seen(await reservationRoute(line, route, missing, options), missing)]

    const [anonymousWithEmail, anonymousWithEmailOnMissing] = await both({ email: goldEmail, caller: anonymous })
    expect(anonymousWithEmail.status).toBe(404)
    expect(anonymousWithEmail).toEqual(anonymousWithEmailOnMissing)

    const [otherMemberAnswer, otherMemberOnMissing] = await both({ caller: otherMember })
    expect(otherMemberAnswer.status).toBe(404)
    expect(otherMemberAnswer).toEqual(otherMemberOnMissing)

    const [otherMemberWithEmail, otherMemberWithEmailOnMissing] = await both({ email: goldEmail, caller: otherMember })
    expect(otherMemberWithEmail.status).toBe(404)
    expect(otherMemberWithEmail).toEqual(otherMemberWithEmailOnMissing)

    // Without a session or an email there is no one to look for: the same 401 for every number.
    const [nobody, nobodyOnMissing] = await both({ caller: anonymous })
    expect(nobody.status).toBe(401)
    expect(nobody).toEqual(nobodyOnMissing)

    const mine = await reservationRoute(line, route, reservationId, { caller: { member: gold, client: '203.0.113.30' } })
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body).toMatchObject({ reservationId, ...(route === 'cancel' ? { status: 'CANCELLED' } : {}) })
  })
})

describe.each(lineNames)('a replayed %s cancellation', (line) => {
  it('answers only to who may reach the reservation: the idempotency key opens nothing', async () => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const key = newKey()
    const cancel = (caller: Caller, body: object = {}) => api('POST', `/reservations/${line}/${reservationId}/cancel`, { body, caller, headers: { 'idempotency-key': key } })
    expect((await cancel({ member: gold })).status).toBe(200)
    const replay = await cancel({ member: gold })
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true'])
    const missing = missingNumber()
    const onMissing = seen(await api('POST', `/reservations/${line}/${missing}/cancel`, { body: {}, caller: { member: platinum }, headers: { 'idempotency-key': key } }), missing)
    expect(seen(await cancel({ member: platinum }), reservationId)).toEqual(onMissing)
    expect((await cancel({ client: '203.0.113.80' }, { email: goldEmail })).status).toBe(404)
  })
})

describe.each(lineNames)("a guest's %s reservation", (line) => {
  it.each(routeNames)('%s answers to the email it was booked with; a wrong email, an email on a member booking and a missing number answer the identical 404', async (route) => {
    const guestBooking = await bookOver(line, guestEmail)
    const memberBooking = await bookOver(line, goldEmail, { member: gold })
    const missing = missingNumber()
    const caller = { client: '203.0.113.40' }

    const wrongEmail = seen(await reservationRoute(line, route, guestBooking, { email: 'someone.else@example.com', caller }), guestBooking)
    const emailOnMemberBooking = seen(await reservationRoute(line, route, memberBooking, { email: goldEmail, caller }), memberBooking)
    const emailOnMissing = seen(await reservationRoute(line, route, missing, { email: guestEmail, caller }), missing)
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'params.reservationId' }] })
    expect(emailOnMemberBooking).toEqual(wrongEmail)
    expect(emailOnMissing).toEqual(wrongEmail)

    // The email reaches the guest's booking, whoever is signed in, in any letter case.
    const asBookedWith = await reservationRoute(line, route, guestBooking, { email: ` ${guestEmail.toUpperCase()} `, caller })
    expect(asBookedWith.status, JSON.stringify(asBookedWith.body)).toBe(200)
    expect(asBookedWith.body).toMatchObject({ reservationId: guestBooking })
    if (route !== 'cancel') expect((await reservationRoute(line, route, guestBooking, { email: guestEmail, caller: { member: platinum, client: '203.0.113.41' } })).status).toBe(200)
  })

  it("is seen by the browser that booked it through its signed cookie, never counted against the limits, and by no other browser", async () => {
    const guestBrowser = browser({ client: '203.0.113.50' })
    const reservationId = await bookInBrowser(line, guestBrowser)
    const view = lxpContract[line].reservations.view
    // A stranger behind the same address guesses emails for the number until that address is refused (issue 35).
    for (let index = 0; index <= lookupsPerClientAndReservation.max; index += 1) await reservationRoute(line, 'view', reservationId, { email: `guess${index}@example.com`, caller: { client: '203.0.113.50' } })
    expect((await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: { client: '203.0.113.50' } })).status).toBe(429)
    for (let index = 0; index < lookupsPerClient.max + lookupsPerClientAndReservation.max; index += 1) {
      expect(await relayForPage(view, { params: { reservationId } }, guestBrowser)).toMatchObject({ ok: true, value: { reservationId } })
    }
    expect(await relayForPage(lxpContract[line].reservations.cancelQuote, { params: { reservationId } }, guestBrowser)).toMatchObject({ ok: true })
    expect(await relayForPage(view, { params: { reservationId } }, browser({ client: '203.0.113.51' }))).toMatchObject({ ok: false, status: 401 })
    expect(await relayForPage(view, { params: { reservationId } }, browser({ member: platinum, client: '203.0.113.52' }))).toMatchObject({ ok: false, status: 404, errors: [{ code: 'NOT_FOUND' }] })
    const cancelled = await relayForPage(lxpContract[line].reservations.cancel, { params: { reservationId }, headers: { 'idempotency-key': newKey() } }, guestBrowser)
    expect(cancelled).toMatchObject({ ok: true, value: { reservationId, status: 'CANCELLED' } })
  })
})


describe('flight exchange (search, quote, confirm)', () => {
  const newDate = '2027-03-20'
  type ExchangeRoute = 'exchangeSearch' | 'exchangeQuote' | 'exchangeBook'

  /** The exchange route's call: its body for the member's own search and quote, with the email when given. */
  async function exchange(route: ExchangeRoute, reservationId: string, { email, caller }: { email?: string; caller: Caller }, offer?: { offerId: string; amountDue: number }) {
    const access = email === undefined ? {} : { email }
    if (route === 'exchangeSearch') return api('POST', `/air/exchange/${reservationId}/search`, { body: { departDate: newDate, ...access }, caller })
    if (route === 'exchangeQuote') return api('POST', `/air/exchange/${reservationId}/quote`, { body: { offerId: offer?.offerId ?? site.flightOfferId, ...access }, caller })
    return api('POST', `/air/exchange/${reservationId}/book`, { body: { offerId: offer?.offerId ?? site.flightOfferId, expectedAmountDue: offer?.amountDue ?? 0, payment: { mode: 0, points: 0, card }, acceptTerms: true, ...access }, caller, headers: { 'idempotency-key': newKey() } })
  }

  /** The new flights and their price, as the one who may exchange sees them. */
  async function newFlights(reservationId: string, caller: Caller, email?: string) {
    const found = await exchange('exchangeSearch', reservationId, { caller, email })
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    const offerId = (found.body as { items: { offerId: string }[] }).items[0]!.offerId
    const quoted = await exchange('exchangeQuote', reservationId, { caller, email }, { offerId, amountDue: 0 })
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    return { offerId, amountDue: (quoted.body as { amountDue: number }).amountDue }
  }

  it.each<ExchangeRoute>(['exchangeSearch', 'exchangeQuote', 'exchangeBook'])("%s of a member's flights answers only to that member", async (route) => {
    const reservationId = await bookOver('air', goldEmail, { member: gold })
    const missing = missingNumber()
    const memberA = { member: gold, client: '203.0.113.60' }
    const offer = await newFlights(reservationId, memberA)
    const both = async (options: { email?: string; caller: Caller }): Promise<SeenTwice> => [seen(await exchange(route, reservationId, options, offer), reservationId), seen(await exchange(route, missing, options, offer), missing)]

    for (const options of [{ email: goldEmail, caller: { client: '203.0.113.61' } }, { caller: { member: platinum, client: '203.0.113.62' } }, { email: goldEmail, caller: { member: platinum, client: '203.0.113.62' } }]) {
      const [answer, onMissing] = await both(options)
      expect(answer.status, JSON.stringify(options)).toBe(404)
      expect(answer).toEqual(onMissing)
      expect(answer.body).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'params.reservationId' }] })
    }
    const mine = await exchange(route, reservationId, { caller: memberA }, offer)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
  })

  it.each<ExchangeRoute>(['exchangeSearch', 'exchangeQuote', 'exchangeBook'])("%s of a guest's flights answers to the email, and a wrong email as a missing number", async (route) => {
    const reservationId = await bookOver('air', guestEmail)
    const missing = missingNumber()
    const caller = { client: '203.0.113.70' }
    const offer = await newFlights(reservationId, caller, guestEmail)
    const wrongEmail = seen(await exchange(route, reservationId, { email: 'someone.else@example.com', caller }, offer), reservationId)
    expect(wrongEmail.status).toBe(404)
    expect(seen(await exchange(route, missing, { email: guestEmail, caller }, offer), missing)).toEqual(wrongEmail)
    expect((await exchange(route, reservationId, { email: guestEmail, caller }, offer)).status).toBe(200)
  })
})

describe.each(reservationTypes)('the %s calendar file (GET /api/calendar/{type}/{id})', (line) => {
  const calendar = (reservationId: string, context: ReturnType<typeof browser>, query = '') => calendarResponse(new Request(`http://localhost/api/calendar/${line}/${reservationId}${query}`), line, reservationId, context)
  const seenCalendar = async (response: Response, reservationId: string) => seen({ status: response.status, body: await response.json(), headers: response.headers }, reservationId)

  it("of a member's reservation is only for that member", async () => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const missing = missingNumber()
    const mine = await calendar(reservationId, browser({ member: gold }))
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(await mine.text()).toContain('BEGIN:VCALENDAR')

    const otherMember = browser({ member: platinum })
    const otherMembers = await seenCalendar(await calendar(reservationId, otherMember), reservationId)
    expect(otherMembers.status).toBe(404)
    expect(otherMembers).toEqual(await seenCalendar(await calendar(missing, otherMember), missing))
    // The calendar takes a session, a token or the guest cookie, never an email: one in the address is refused, naming it.
    const withEmail = await calendar(reservationId, browser(), `?email=${goldEmail}`)
    expect(withEmail.status).toBe(400)
    expect(ApiErrorsSchema.parse(await withEmail.json()).errors).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'query.email' })])
    // No one at all: 401 with its challenge, asking for no email, the same for a reservation and a missing number.
    const noOne = await calendar(reservationId, browser())
    expect(noOne.headers.get('www-authenticate')).toBe('Bearer realm="Rewards Travel API"')
    const anonymous = await seenCalendar(noOne, reservationId)
    expect(anonymous).toEqual({ status: 401, body: { errors: [{ code: 'CUSTOMER_REQUIRED', category: 'SECURITY', message: calendarSignInMessage }] } })
    expect(anonymous).toEqual(await seenCalendar(await calendar(missing, browser()), missing))
  })

  it("of a guest's reservation is for the browser that booked it", async () => {
    const guestBrowser = browser()
    const reservationId = await bookInBrowser(line, guestBrowser)
    expect((await calendar(reservationId, guestBrowser)).status).toBe(200)
    expect((await calendar(reservationId, browser(), `?email=${guestEmail}`)).status).toBe(400)
    expect((await calendar(reservationId, browser())).status).toBe(401)
    expect((await calendar(reservationId, browser({ member: platinum }))).status).toBe(404)
  })

  it('publishes the event while booked and cancels it (same UID) once the reservation is cancelled', async () => {
    const reservationId = await bookOver(line, goldEmail, { member: gold })
    const before = await (await calendar(reservationId, browser({ member: gold }))).text()
    expect(before).toContain('METHOD:PUBLISH')
    const cancelled = await reservationRoute(line, 'cancel', reservationId, { caller: { member: gold, client: '203.0.113.31' } })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const after = await (await calendar(reservationId, browser({ member: gold }))).text()
    expect(after).toContain('METHOD:CANCEL')
    expect(after).toContain(`UID:${reservationId}`)
    expect(after).toContain('STATUS:CANCELLED')
  })
})


describe("a partner's API key (issue 41, decision 150)", () => {
  const expectLimited = (answer: Answer) => {
    expect(answer.status).toBe(429)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]?.code).toBe('TOO_MANY_REQUESTS')
  }
  /** A partner's key, made as the operator makes one. */
  const partnerKey = async (name: string) => ({ 'x-api-key': (await createApiCredential(site.db, { kind: 'partner-key', name })).secret })

  it.each(lineNames)("%s: reaches the guest bookings made with it; another partner's key, with the number and email, is answered as for a number that does not exist, and changes nothing", async (line) => {
    const [partnerA, partnerB] = [await partnerKey(`Partner A ${line}`), await partnerKey(`Partner B ${line}`)]
    const reservationId = await bookOver(line, guestEmail, { client: '203.0.113.60' }, partnerA)
    const missing = missingNumber()
    const caller = { client: '203.0.113.61' }
    for (const route of routeNames) {
      const asOtherPartner = seen(await reservationRoute(line, route, reservationId, { email: guestEmail, caller, headers: partnerB }), reservationId)
      const missingAsOtherPartner = seen(await reservationRoute(line, route, missing, { email: guestEmail, caller, headers: partnerB }), missing)
      expect(asOtherPartner.status, route).toBe(404)
      expect(asOtherPartner, route).toEqual(missingAsOtherPartner)
    }
    const found = await api('POST', '/reservations/find', { body: { number: reservationId, email: guestEmail }, caller, headers: partnerB })
    const foundMissing = await api('POST', '/reservations/find', { body: { number: missing, email: guestEmail }, caller, headers: partnerB })
    expect(found.status).toBe(404)
    expect(found.body).toEqual(foundMissing.body)
    // Partner A, and the traveller with the email (on the site's "Find my booking" too), still reach it: B's cancel changed nothing.
    expect(await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller, headers: partnerA })).toMatchObject({ status: 200, body: { reservationId, status: 'CONFIRMED' } })
    expect((await api('POST', '/reservations/find', { body: { number: reservationId, email: guestEmail }, caller, headers: partnerA })).body).toMatchObject({ reservationId })
    expect(await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: { client: '203.0.113.62' } })).toMatchObject({ status: 200, body: { reservationId } })
    expect(await relayForPage(lxpContract.reservations.find, { body: { number: reservationId, email: guestEmail } }, browser({ client: '203.0.113.63' }))).toMatchObject({ ok: true, value: { reservationId } })
  })

  it('counts its misses as its own, wherever it calls from, and never its reads of its own bookings', async () => {
    const [partnerA, partnerB] = [await partnerKey('Partner A limits'), await partnerKey('Partner B limits')]
    const reservationId = await bookOver('hotel', guestEmail, {}, partnerA)
    const sharedAddress = '192.0.2.70'
    for (let index = 0; index < 2 * lookupsPerClient.max; index += 1) {
      expect((await reservationRoute('hotel', 'view', reservationId, { email: guestEmail, caller: { client: sharedAddress }, headers: partnerA })).status).toBe(200)
    }
    for (let index = 0; index < lookupsPerClient.max; index += 1) {
      expect((await reservationRoute('hotel', 'view', missingNumber(), { email: guestEmail, caller: { client: index % 2 ? sharedAddress : '192.0.2.71' }, headers: partnerA })).status).toBe(404)
    }
    // The key has used its misses, from both addresses: refused from a third; its own booking stays its own.
    expectLimited(await reservationRoute('hotel', 'view', missingNumber(), { email: guestEmail, caller: { client: '192.0.2.72' }, headers: partnerA }))
    expect((await reservationRoute('hotel', 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.72' }, headers: partnerA })).status).toBe(200)
    // Another key and a caller without one at the shared address still have theirs.
    expect((await reservationRoute('hotel', 'view', missingNumber(), { email: guestEmail, caller: { client: sharedAddress }, headers: partnerB })).status).toBe(404)
    expect((await reservationRoute('hotel', 'view', reservationId, { email: guestEmail, caller: { client: sharedAddress } })).status).toBe(200)
  })

  it("limits a key's misses on one reservation number with an email to 5 in 10 minutes, as an address's, wherever it calls from (issue 41)", async () => {
    const [partnerA, partnerB] = [await partnerKey('Partner A emails'), await partnerKey('Partner B emails')]
    const reservationId = await bookOver('activity', guestEmail, {}, partnerA)
    for (let index = 0; index < lookupsPerClientAndReservation.max; index += 1) {
      const email = index % 2 ? guestEmail : `guess${index}@example.com`
      expect((await reservationRoute('activity', 'view', reservationId, { email, caller: { client: `192.0.2.8${index}` }, headers: partnerB })).status).toBe(404)
    }
    const limited = await reservationRoute('activity', 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.89' }, headers: partnerB })
    expectLimited(limited)
    expect(limited.headers.get('ratelimit-policy')).toContain('"reservation-lookup-per-client-and-reservation";q=5;w=600')
    // Partner A's reads of its own booking are never counted, and another number is still B's to try.
    for (let index = 0; index < 2 * lookupsPerClientAndReservation.max; index += 1) {
      expect((await reservationRoute('activity', 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.90' }, headers: partnerA })).status).toBe(200)
    }
    expect((await reservationRoute('activity', 'view', missingNumber(), { email: guestEmail, caller: { client: '192.0.2.89' }, headers: partnerB })).status).toBe(404)
  })
})
