// The limits on a guest's access to a reservation (docs/decisions/059-reservation-access.md, §R8 TOO_MANY_REQUESTS):
// the grant a guest's cookie carries always expires, whatever re-issues the cookie (issue 35), and lookups by number
// and email answer 429 with Retry-After past their budget, on a test clock. Who reaches a reservation is in
// reservation-access.test.ts.
import { describe, expect, it, vi } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { bookingGrantSeconds, foundBookingGrantSeconds } from '@server/bff/guest-reservations.server'
import { relayForPage } from '@server/bff/lxp-relay.server'
import { lookupsPerClient, lookupsPerClientAndReservation } from '@server/bff/reservation-lookups.server'
import { calendarResponse } from '@server/calendar/calendar.server'
import { limitsClock } from '../fixtures/lookup-limits-clock'
import { gold, goldEmail, guestEmail, paidByCard, platinum, reservationAccessSite, routeNames, type Answer } from '../fixtures/reservation-access'

// As in reservation-access.test.ts: the lookup limits on the clock these tests move, members named by the test-only header.
vi.mock('@server/bff/reservation-lookups.server', async (importOriginal) => (await import('../fixtures/lookup-limits-clock')).lookupLimitsOnTheClock(importOriginal))
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))
const site = reservationAccessSite()
vi.mock('@server/db/db.server', () => ({ database: async () => site.db }))

const { bookInBrowser, bookOver, browser, lineNames, missingNumber, newKey, reservationRoute } = site

describe("a guest's grant (issue 35: it always expires, whatever re-issues the cookie)", () => {
  const longerStay = () => ({ checkIn: site.hotelSelection.checkIn, checkOut: '2027-03-16', adults: 2 })

  /** Changes the stay to one more night, paying the difference by card. */
  async function changeStay(reservationId: string, guestBrowser: ReturnType<typeof browser>, access: { email?: string } = {}) {
    const quoted = await relayForPage(lxpContract.hotel.stayChangeQuote, { params: { reservationId }, body: { ...longerStay(), ...access } }, guestBrowser)
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.errors))
    const body = { ...longerStay(), ...access, expectedAmountDue: quoted.value.amountDue, payment: paidByCard, acceptTerms: true as const }
    return relayForPage(lxpContract.hotel.stayChange, { params: { reservationId }, body, headers: { 'idempotency-key': newKey() } }, guestBrowser)
  }

  it('a booking found for an hour keeps that hour through a stay change and a cancellation', async () => {
    const reservationId = await bookOver('hotel', guestEmail)
    const finder = browser({ client: '203.0.113.60' })
    const before = Date.now()
    expect(await relayForPage(lxpContract.reservations.find, { body: { number: reservationId, email: guestEmail } }, finder)).toMatchObject({ ok: true })
    const grant = finder.booked.get(reservationId)
    expect(grant?.until).toBeGreaterThanOrEqual(before + foundBookingGrantSeconds * 1000)
    expect(grant?.until).toBeLessThanOrEqual(Date.now() + foundBookingGrantSeconds * 1000)

    expect(await changeStay(reservationId, finder)).toMatchObject({ ok: true, value: { reservationId } })
    const cancelled = await relayForPage(lxpContract.hotel.reservations.cancel, { params: { reservationId }, headers: { 'idempotency-key': newKey() } }, finder)
    expect(cancelled).toMatchObject({ ok: true, value: { status: 'CANCELLED' } })
    // The change's quote and booking and the cancellation re-issued the cookie, with the hour the lookup gave and not a moment more.
    expect(finder.issued).toEqual([grant, grant, grant, grant])
  })

  it('a stay change made with a typed email grants the browser nothing', async () => {
    const reservationId = await bookOver('hotel', guestEmail)
    const stranger = browser({ client: '203.0.113.61' })
    expect(await changeStay(reservationId, stranger, { email: guestEmail })).toMatchObject({ ok: true })
    expect(stranger.issued).toEqual([])
  })

  it('a booking made in the browser is granted for a week', async () => {
    const guestBrowser = browser({ client: '203.0.113.62' })
    const before = Date.now()
    const reservationId = await bookInBrowser('hotel', guestBrowser)
    expect(guestBrowser.booked.get(reservationId)?.until).toBeGreaterThanOrEqual(before + bookingGrantSeconds * 1000)
    expect(guestBrowser.booked.get(reservationId)?.until).toBeLessThanOrEqual(Date.now() + bookingGrantSeconds * 1000)
  })
})
describe('lookup limits (429 with Retry-After)', () => {
  const expectLimited = (answer: Answer, window: number) => {
    expect(answer.status).toBe(429)
    expect(ApiErrorsSchema.parse(answer.body).errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many reservation lookups\. Please wait \d+ seconds and try again\.$/) })
    const retryAfter = Number(answer.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(window)
  }

  it.each(routeNames)('%s: a client may name emails 10 times a minute; the next lookup, even with the right email, answers 429 until the minute has passed', async (route) => {
    const reservationId = await bookOver('hotel', guestEmail)
    const caller = { client: '192.0.2.10' }
    for (let index = 0; index < lookupsPerClient.max; index += 1) expect((await reservationRoute('hotel', route, missingNumber(), { email: guestEmail, caller })).status).toBe(404)
    expectLimited(await reservationRoute('hotel', route, reservationId, { email: guestEmail, caller }), lookupsPerClient.window)
    limitsClock.now += lookupsPerClient.window * 1000
    expect((await reservationRoute('hotel', route, reservationId, { email: guestEmail, caller })).status).toBe(200)
  })

  it.each(lineNames)("%s: one client may name 5 emails for a reservation number in 10 minutes; the owner at another address is never held back (issue 35)", async (line) => {
    const reservationId = await bookOver(line, guestEmail)
    const guesser = { client: '192.0.2.20' }
    for (let index = 0; index < lookupsPerClientAndReservation.max; index += 1) {
      expect((await reservationRoute(line, 'view', reservationId, { email: `guess${index}@example.com`, caller: guesser })).status).toBe(404)
    }
    // The right email from the guesser is refused like a wrong one; the owner elsewhere is answered.
    expectLimited(await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: guesser }), lookupsPerClientAndReservation.window)
    expect((await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: { client: '192.0.2.99' } })).status).toBe(200)
    limitsClock.now += lookupsPerClientAndReservation.window * 1000
    expect((await reservationRoute(line, 'view', reservationId, { email: guestEmail, caller: guesser })).status).toBe(200)
  })

  it("counts a member's lookups that find nothing, and never those of the member's own bookings", async () => {
    const reservationId = await bookOver('car', goldEmail, { member: gold })
    const sharedAddress = '192.0.2.40'
    for (let index = 0; index < 3 * lookupsPerClient.max; index += 1) expect((await reservationRoute('car', 'view', reservationId, { caller: { member: gold, client: sharedAddress } })).status).toBe(200)
    for (let index = 0; index < lookupsPerClient.max; index += 1) expect((await reservationRoute('car', 'view', missingNumber(), { caller: { member: platinum, client: sharedAddress } })).status).toBe(404)
    expectLimited(await reservationRoute('car', 'view', reservationId, { caller: { member: platinum, client: sharedAddress } }), lookupsPerClient.window)
    expect((await reservationRoute('car', 'view', reservationId, { caller: { member: gold, client: sharedAddress } })).status).toBe(200)
  })

  it('limits the pages’ server functions and the calendar file by the same count', async () => {
    const prober = browser({ member: platinum, client: '192.0.2.50' })
    for (let index = 0; index < lookupsPerClient.max; index += 1) expect(await relayForPage(lxpContract.dining.reservations.view, { params: { reservationId: missingNumber() } }, prober)).toMatchObject({ ok: false, status: 404 })
    const limited = await relayForPage(lxpContract.dining.reservations.cancelQuote, { params: { reservationId: missingNumber() } }, prober)
    expect(limited).toMatchObject({ ok: false, status: 429, errors: [{ code: 'TOO_MANY_REQUESTS' }], retryAfterSeconds: expect.any(Number) })
    const missing = missingNumber()
    const calendarFile = await calendarResponse(new Request(`http://localhost/api/calendar/dining/${missing}`), 'dining', missing, prober)
    expectLimited({ status: calendarFile.status, body: await calendarFile.json(), headers: calendarFile.headers }, lookupsPerClient.window)
  })
})
