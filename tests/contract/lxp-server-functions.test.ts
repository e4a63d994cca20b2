// §D4 (every lxp route, both transports), §R5 (who a call is made as), §R7 (bad input is a 4xx),
// §R3.50 error object, §R6 (401 passed through): every route of the lxp contract is called over HTTP
// and as the pages' server function (generated one per route, all running `relayForPage`) with bad
// input, answering a 4xx with the error object and never a 5xx; then a guest's car booking and a
// member's profile go through the server functions. The member comes from a stubbed session
// resolver: the relay's question is only "who".
import { describe, expect, it, vi } from 'vitest'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import type { GuestGrant } from '@server/bff/guest-reservations.server'
import { carCard, carDriver, carRental } from '../fixtures/car-booking'
import { seededLxpDatabase } from '../fixtures/lxp-http'
import { memberHeader } from '../fixtures/member-header-session'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))

// A request is "signed in" as the member named in the test-only header; everyone else is a guest.
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))

const { relayForPage } = await import('@server/bff/lxp-relay.server')
const { handleApiRequest } = await import('@server/bff/api-handler.server')
const { customerProfiles, announceProfileChange } = await import('@server/auth/profile-cache.server')
const { customerProfileNotice, onTableChange } = await import('@server/db/change-notices.server')

function routesOf(router: AppRouter, keys: string[] = []): { name: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, node]) => (isAppRoute(node) ? [{ name: [...keys, key].join('.'), route: node }] : routesOf(node, [...keys, key])))
}

/** A page's context: a request (as a member or a guest) and an in-memory guest cookie. */
function pageContext(customerId?: string) {
  const booked = new Map<string, GuestGrant>()
  return {
    booked,
    request: new Request('http://localhost/_serverFn/x', { method: 'POST', headers: customerId ? { [memberHeader]: customerId } : {} }),
    guestGrantFor: (reservationId: string) => booked.get(reservationId),
    rememberGuestReservation: (grant: GuestGrant) => void booked.set(grant.reservationId, grant),
  }
}

const rental = carRental
const card = carCard
const driver = carDriver


describe('every lxp route as a server function', () => {
  const routes = routesOf(lxpContract)

  it('covers the whole contract', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45)
  })

  it.each(routes)('$name answers input of the wrong shape with a 4xx and the error object', async ({ route }) => {
    for (const input of ['not an object', { params: { reservationId: 42, offerId: [], hotelId: {} }, query: { page: 'x', checkIn: 7 }, body: { destination: 3, travelers: -1 }, headers: { 'idempotency-key': 'short' } }]) {
      const outcome = await relayForPage(route, input, pageContext())
      expect(outcome.ok, JSON.stringify(input)).toBe(false)
      if (outcome.ok) continue
      expect(outcome.status).toBeGreaterThanOrEqual(400)
      expect(outcome.status).toBeLessThan(500)
      expect(outcome.errors[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    }
  })
})

describe('every lxp route over HTTP', () => {
  const routes = routesOf(lxpContract)
  const urlOf = (route: AppRoute, id: string, query = '') => `http://localhost${route.path.replace(/:(\w+)/g, () => encodeURIComponent(id))}${query}`

  it.each(routes)('$name answers wrong types, malformed JSON and malformed ids with a 4xx and the error object', async ({ route }) => {
    const attempts: Request[] = [new Request(urlOf(route, 'not an id!', '?page=x&checkIn=7&limit=-1'), { method: route.method, ...(route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destination: 3, travelers: -1, offerId: [] }) }) })]
    if (route.method !== 'GET') attempts.push(new Request(urlOf(route, 'ABC-123456'), { method: route.method, headers: { 'content-type': 'application/json', 'idempotency-key': 'http-contract-key-0001' }, body: '{"unclosed": ' }))
    for (const request of attempts) {
      const response = await handleApiRequest(request)
      expect(response.status, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${request.method} ${request.url}`).toBeLessThan(500)
      const body = (await response.json()) as Record<string, { code: string; message: string }[]>
      const errors = body.errors ?? body.bookErrors ?? body.cancelErrors ?? body.modifyErrors
      expect(errors?.[0]).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    }
  })
})

describe('who a server function calls as (the route identity)', () => {
  it('answers 401 for a member route without a member, and the profile for one', async () => {
    expect(await relayForPage(lxpContract.customer.profile, {}, pageContext())).toMatchObject({ ok: false, status: 401, errors: [{ code: 'UNAUTHORIZED' }] })
    expect(await relayForPage(lxpContract.customer.profile, {}, pageContext('CC-100002'))).toMatchObject({ ok: true, value: { clientCustomerId: 'CC-100002' } })
  })

  // Issue 36: results said what a card member earns to a guest whose quote said 0. A catalogue read that states earn
  // is made as the signed-in member (identity `reader`), so it says what the caller's quote says; a guest is given no cookie.
  it("states on tour results what the caller's own quote earns: the member's points, and none for a guest", async () => {
    const search = { body: { kind: 'tour', destination: 'Paris', startDate: '2027-03-10', endDate: '2027-03-16', travelers: 2, pageSize: 5 } }
    for (const customerId of ['CC-100001', undefined]) {
      const context = { ...pageContext(customerId), issueGuestCookie: vi.fn() }
      const found = await relayForPage(lxpContract.activity.search, search, context)
      if (!found.ok) throw new Error(JSON.stringify(found.errors))
      const card = found.value.items.find((item) => item.next)!
      const quote = await relayForPage(lxpContract.activity.quote, { body: { activityId: card.activityId, optionId: card.next!.optionId, date: card.next!.date, time: card.next!.time, travelers: 2 } }, context)
      if (!quote.ok) throw new Error(JSON.stringify(quote.errors))
      expect(card.earnPoints, customerId ?? 'guest').toBe(quote.value.earn.pointsIfPaidByCard)
      expect(card.earnPoints > 0, customerId ?? 'guest').toBe(customerId !== undefined)
    }
    const guest = { ...pageContext(), issueGuestCookie: vi.fn() }
    await relayForPage(lxpContract.activity.search, search, guest)
    expect(guest.issueGuestCookie).not.toHaveBeenCalled()
  })

  it('places a refusal beside its field, as the HTTP API does', async () => {
    const outcome = await relayForPage(lxpContract.car.search, { body: { pickUpLocation: 'Paris', ...rental, driverAge: 12 } }, pageContext())
    expect(outcome).toMatchObject({ ok: false, status: 400, errors: [{ code: 'VALIDATION_ERROR', field: 'body.driverAge' }] })
  })

  it("books a car for a guest, whose browser alone then sees it, and who cancels it with the booking's email", async () => {
    const guest = pageContext()
    const search = await relayForPage(lxpContract.car.search, { body: { pickUpLocation: 'Paris', ...rental, sort: 'price-asc' } }, guest)
    if (!search.ok) throw new Error(JSON.stringify(search.errors))
    const offer = search.value.items.find((candidate) => candidate.freeCancellation)
    expect(offer).toBeDefined()
    const selection = { ...rental, offerId: offer?.offerId ?? '', extras: [] }
    const quote = await relayForPage(lxpContract.car.quote, { body: selection }, guest)
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors))

    const request = { ...selection, traveler: driver, payment: { mode: 0, points: 0, card }, acceptTerms: true, expectedDueNow: quote.value.price.dueNow }
    const booked = await relayForPage(lxpContract.car.book, { body: request, headers: { 'idempotency-key': 'server-function-key-0001' } }, guest)
    if (!booked.ok) throw new Error(JSON.stringify(booked.errors))
    const { reservationId } = booked.value
    expect(guest.booked.get(reservationId)?.email).toBe(driver.email)

    expect(await relayForPage(lxpContract.car.reservations.view, { params: { reservationId } }, guest)).toMatchObject({ ok: true, value: { reservationId } })
    const stranger = await relayForPage(lxpContract.car.reservations.view, { params: { reservationId } }, pageContext())
    expect(stranger.ok).toBe(false)
    const cancelled = await relayForPage(lxpContract.car.reservations.cancel, { params: { reservationId }, headers: { 'idempotency-key': 'server-function-key-0002' } }, guest)
    expect(cancelled).toMatchObject({ ok: true, value: { reservationId, status: 'CANCELLED' } })
  })
})

// Issue 40, §R1.4: a member's profile is kept between page views (server/auth/profile-cache.server.ts); a booking or
// cancellation the member makes through the BFF drops it, so the next page shows the new points balance.
const platinum = 'CC-100001'

/** The profile as a member's page reads it: through the cache, from the platform when nothing is kept. */
async function pageProfile(load: () => Promise<unknown>) {
  return customerProfiles.profileOf({ customerId: platinum, userId: platinum }, load as never)
}

async function platformProfile() {
  const outcome = await relayForPage(lxpContract.customer.profile, {}, pageContext(platinum))
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

/**
 * Waits until the database's notices of the tests before (the booking's and the cancellation's profile changes) have
 * been heard: on PostgreSQL one arrives after the call that sent it, and dropping the profile while the next test
 * loads it would keep nothing. Notices arrive in the order they were sent, so hearing one sent now is hearing those.
 */
async function earlierNoticesHeard() {
  const marker = `heard-${crypto.randomUUID()}`
  const heard = new Promise<void>((resolve) => {
    const stop = onTableChange(customerProfileNotice, (key) => {
      if (key !== marker) return
      stop()
      resolve()
    })
  })
  await announceProfileChange(marker)
  await heard
}

const balanceOf = (profile: unknown) => {
  const loyalty = (profile as { loyalty: { cardProfiles: { card: { isDefault: boolean }; profile: { points: { balance: number } } }[] } }).loyalty
  return loyalty.cardProfiles.find((entry) => entry.card.isDefault)!.profile.points.balance
}

describe("a member's kept profile after a booking and a cancellation", () => {
  it('shows the points a booking took, and the points a cancellation gave back, on the next page view', async () => {
    const load = vi.fn(platformProfile)
    const before = balanceOf(await pageProfile(load))
    expect(balanceOf(await pageProfile(load))).toBe(before)
    expect(load).toHaveBeenCalledTimes(1)

    const search = await relayForPage(lxpContract.car.search, { body: { pickUpLocation: 'Paris', ...rental, sort: 'price-asc' } }, pageContext(platinum))
    if (!search.ok) throw new Error(JSON.stringify(search.errors))
    const offer = search.value.items.find((candidate) => candidate.freeCancellation)!
    const selection = { ...rental, offerId: offer.offerId, extras: [] }
    const quote = await relayForPage(lxpContract.car.quote, { body: selection }, pageContext(platinum))
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors))
    const points = quote.value.points.forDueNow
    expect(points).toBeGreaterThan(0)
    const request = { ...selection, traveler: driver, payment: { mode: 1, points, card: card }, acceptTerms: true, expectedDueNow: quote.value.price.dueNow }
    const booked = await relayForPage(lxpContract.car.book, { body: request, headers: { 'idempotency-key': 'profile-cache-key-0001' } }, pageContext(platinum))
    if (!booked.ok) throw new Error(JSON.stringify(booked.errors))

    expect(balanceOf(await pageProfile(load))).toBe(before - points)
    expect(load).toHaveBeenCalledTimes(2)

    const cancelled = await relayForPage(lxpContract.car.reservations.cancel, { params: { reservationId: booked.value.reservationId }, headers: { 'idempotency-key': 'profile-cache-key-0002' } }, pageContext(platinum))
    if (!cancelled.ok) throw new Error(JSON.stringify(cancelled.errors))
    expect(balanceOf(await pageProfile(load))).toBe(before)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it("keeps the profile through the member's catalogue reads and quotes", async () => {
    await earlierNoticesHeard()
    const load = vi.fn(platformProfile)
    customerProfiles.forget()
    await pageProfile(load)
    await relayForPage(lxpContract.car.search, { body: { pickUpLocation: 'Paris', ...rental } }, pageContext(platinum))
    await pageProfile(load)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
