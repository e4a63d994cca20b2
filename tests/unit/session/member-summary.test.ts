// Issue 40: a member's page is rendered with what its components show of the profile. The server's render of
// most pages caches (and so dehydrates into the HTML) the member summary alone, a first name and a balance; the
// pages that read more (checkout, confirmations, My Profile, a booking's pages) have the whole profile, and the
// header's summary from it without a second call.
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { demoCustomers } from '@simulator/customer/demo-customers'
import type { CustomerProfile } from '@contracts/lxp/customer-profile.schema'
import { memberSummaryOf } from '@server/auth/member-summary'

const customer = (id: string) => demoCustomers.find((entry) => entry.customerId === id)!
const profileOf = (id: string): CustomerProfile => {
  const { customerId, firstName, lastName, loyalty } = customer(id)
  return { clientCustomerId: customerId, personalInfo: { firstName, lastName }, loyalty }
}

const getCustomerProfile = vi.fn(async () => profileOf('CC-100004'))
const getMemberSummary = vi.fn(async () => memberSummaryOf(profileOf('CC-100004')))
vi.mock('@server/auth/auth.functions', () => ({
  getAuthSession: async () => ({ status: 'authenticated', data: { userId: 'u-1', hashedUserId: 'h', clientCustomerId: 'CC-100004', expires: new Date(Date.now() + 60_000).toISOString() } }),
  getCustomerProfile: () => getCustomerProfile(),
  getMemberSummary: () => getMemberSummary(),
}))

const { customerProfileQueryKey, memberSummaryQueryKey, pageReadsWholeProfile, preloadMemberSession } = await import('~/features/session/session.queries')

beforeEach(() => {
  getCustomerProfile.mockClear()
  getMemberSummary.mockClear()
})

describe('the member summary', () => {
  it('is the first name and the active profile’s status and balance, whichever kind of loyalty', () => {
    expect(memberSummaryOf(profileOf('CC-100004'))).toEqual({ firstName: 'Devon', activeProfile: { status: 'ACTIVE', points: { balance: 56_000 } } })
    expect(memberSummaryOf(profileOf('CC-100002'))).toEqual({ firstName: 'Blake', activeProfile: { status: 'ACTIVE', points: { balance: 85_400 } } })
    expect(memberSummaryOf(profileOf('CC-100005')).activeProfile?.status).toBe('INACTIVE')
  })

  it('is all a landing page’s render caches of the profile: nothing of its contact details or cards', async () => {
    const client = new QueryClient()
    await preloadMemberSession(client, '/accommodations/')
    expect(getCustomerProfile).not.toHaveBeenCalled()
    expect(client.getQueryData(customerProfileQueryKey)).toBeUndefined()
    const cached = JSON.stringify(client.getQueryCache().getAll().map((query) => query.state.data))
    expect(cached).toContain('Devon')
    for (const field of ['devon@rewards.example.com', '2025550143', 'Devon Account', 'Account"', 'cards', 'phone', 'tier']) expect(cached, field).not.toContain(field)
    expect(cached.length).toBeLessThan(400)
  })

  it('comes from the whole profile on the pages that read it, without a second call', async () => {
    for (const pathname of ['/accommodations/checkout', '/flights/exchange/checkout', '/accommodations/confirmation', '/my-profile', '/reservations/view/hotel']) {
      expect(pageReadsWholeProfile(pathname), pathname).toBe(true)
    }
    for (const pathname of ['/', '/accommodations/', '/accommodations/search-results', '/accommodations/offer', '/my-trips/']) expect(pageReadsWholeProfile(pathname), pathname).toBe(false)
    const client = new QueryClient()
    await preloadMemberSession(client, '/accommodations/checkout')
    expect(getCustomerProfile).toHaveBeenCalledTimes(1)
    expect(getMemberSummary).not.toHaveBeenCalled()
    expect(client.getQueryData(memberSummaryQueryKey)).toEqual(memberSummaryOf(profileOf('CC-100004')))
  })
})
