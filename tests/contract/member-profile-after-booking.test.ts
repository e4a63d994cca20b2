// Issue 40, §R1.4, §D7.10: a member's profile is kept between page views (server/auth/profile-cache.server.ts); a
// booking or cancellation the member makes through the BFF drops it, so the next page shows the new points balance.
import { describe, expect, it, vi } from 'vitest'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import type { GuestGrant } from '@server/bff/guest-reservations.server'
import { carCard, carDriver, carRental } from '../fixtures/car-booking'
import { seededLxpDatabase } from '../fixtures/lxp-http'
import { memberHeader } from '../fixtures/member-header-session'

const seeded = seededLxpDatabase()
vi.mock('@server/db/db.server', () => ({ database: async () => seeded.db }))
vi.mock('@server/auth/session.server', async (importOriginal) => (await import('../fixtures/member-header-session')).memberHeaderSession(importOriginal))

const { relayForPage } = await import('@server/bff/lxp-relay.server')
const { customerProfiles } = await import('@server/auth/profile-cache.server')

const platinum = 'CC-100001'
const asMember = () => ({
  request: new Request('http://localhost/_serverFn/x', { method: 'POST', headers: { [memberHeader]: platinum } }),
  guestGrantFor: () => undefined,
  rememberGuestReservation: (_grant: GuestGrant) => undefined,
})

/** The profile as a member's page reads it: through the cache, from the platform when nothing is kept. */
async function pageProfile(load: () => Promise<unknown>) {
  return customerProfiles.profileOf({ customerId: platinum, userId: platinum }, load as never)
}

async function platformProfile() {
  const outcome = await relayForPage(lxpContract.customer.profile, {}, asMember())
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
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

    const search = await relayForPage(lxpContract.car.search, { body: { pickUpLocation: 'Paris', ...carRental, sort: 'price-asc' } }, asMember())
    if (!search.ok) throw new Error(JSON.stringify(search.errors))
    const offer = search.value.items.find((candidate) => candidate.freeCancellation)!
    const selection = { ...carRental, offerId: offer.offerId, extras: [] }
    const quote = await relayForPage(lxpContract.car.quote, { body: selection }, asMember())
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors))
    const points = quote.value.points.forDueNow
    expect(points).toBeGreaterThan(0)
    const request = { ...selection, traveler: carDriver, payment: { mode: 1, points, card: carCard }, acceptTerms: true, expectedDueNow: quote.value.price.dueNow }
    const booked = await relayForPage(lxpContract.car.book, { body: request, headers: { 'idempotency-key': 'profile-cache-key-0001' } }, asMember())
    if (!booked.ok) throw new Error(JSON.stringify(booked.errors))

    expect(balanceOf(await pageProfile(load))).toBe(before - points)
    expect(load).toHaveBeenCalledTimes(2)

    const cancelled = await relayForPage(lxpContract.car.reservations.cancel, { params: { reservationId: booked.value.reservationId }, headers: { 'idempotency-key': 'profile-cache-key-0002' } }, asMember())
    if (!cancelled.ok) throw new Error(JSON.stringify(cancelled.errors))
    expect(balanceOf(await pageProfile(load))).toBe(before)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it("keeps the profile through the member's catalogue reads and quotes", async () => {
    const load = vi.fn(platformProfile)
    customerProfiles.forget()
    await pageProfile(load)
    await relayForPage(lxpContract.car.search, { body: { pickUpLocation: 'Paris', ...carRental } }, asMember())
    await pageProfile(load)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
