// Issue 40, §D7.3: a member's profile kept between page views (server/auth/profile-cache.server.ts), and what drops
// it at once (§R1.4: the header's points balance): a change this site made, a sign-out or new sign-in, from any instance.
import { describe, expect, it, vi } from 'vitest'
import { createProfileCache } from '@server/auth/profile-cache.server'
import { announceHere } from '@server/db/change-notices.server'
import type { CustomerProfile } from '@contracts/lxp/customer-profile.schema'

const owner = { customerId: 'CC-1', userId: 'user-1' }
const profileWith = (balance: number) => ({ clientCustomerId: 'CC-1', balance }) as unknown as CustomerProfile

/** A platform whose balance the test moves, counting the calls made to it. */
function platform() {
  let balance = 100
  const load = vi.fn(async () => profileWith(balance))
  return { load, setBalance: (value: number) => void (balance = value) }
}

describe('the customer profile cache', () => {
  it('asks the platform once per minute at most for a member, and again after a minute', async () => {
    let now = 0
    const cache = createProfileCache({ now: () => now })
    const { load } = platform()
    await cache.profileOf(owner, load)
    now = 59_999
    await cache.profileOf(owner, load)
    expect(load).toHaveBeenCalledTimes(1)
    now = 60_000
    await cache.profileOf(owner, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no failed answer: the next page view asks again (§R6 retries)', async () => {
    const cache = createProfileCache()
    const failing = vi.fn(async (): Promise<CustomerProfile> => {
      throw new Error('unavailable')
    })
    await expect(cache.profileOf(owner, failing)).rejects.toThrow('unavailable')
    await expect(cache.profileOf(owner, failing)).rejects.toThrow('unavailable')
    expect(failing).toHaveBeenCalledTimes(2)
    expect(cache.size()).toBe(0)
  })

  it("shows a points change at once when the customer's notice is heard, from this instance or another", async () => {
    const cache = createProfileCache()
    const stop = cache.forgetOnChange()
    const { load, setBalance } = platform()
    expect(await cache.profileOf(owner, load)).toMatchObject({ balance: 100 })
    setBalance(40)
    announceHere('customer_profile', 'CC-2')
    expect(await cache.profileOf(owner, load)).toMatchObject({ balance: 100 })
    announceHere('customer_profile', 'CC-1')
    expect(await cache.profileOf(owner, load)).toMatchObject({ balance: 40 })
    setBalance(10)
    announceHere('customer_profile')
    expect(await cache.profileOf(owner, load)).toMatchObject({ balance: 10 })
    stop()
  })

  it("drops a member's profile when their session or account changes (a sign-out, a new sign-in), and all of them after lost notices", async () => {
    const cache = createProfileCache()
    const stop = cache.forgetOnChange()
    const { load } = platform()
    for (const notice of [['auth_session', 'user-1'], ['auth_account', 'user-1'], ['*']] as const) {
      await cache.profileOf(owner, load)
      expect(cache.size()).toBe(1)
      announceHere(...(notice as unknown as Parameters<typeof announceHere>))
      expect(cache.size(), notice.join(':')).toBe(0)
    }
    stop()
  })

  it('never serves one user the profile another user read, and keeps no answer asked for before a drop', async () => {
    const cache = createProfileCache()
    const { load, setBalance } = platform()
    await cache.profileOf(owner, load)
    await cache.profileOf({ customerId: 'CC-1', userId: 'user-2' }, load)
    expect(load).toHaveBeenCalledTimes(2)

    let finish: (profile: CustomerProfile) => void = () => undefined
    cache.forget()
    const slow = cache.profileOf(owner, () => new Promise<CustomerProfile>((resolve) => (finish = resolve)))
    cache.forget((kept) => kept.customerId === 'CC-1')
    finish(profileWith(100))
    await slow
    setBalance(5)
    expect(await cache.profileOf(owner, load)).toMatchObject({ balance: 5 })
  })
})
