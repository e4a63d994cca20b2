// §R6 (profile data fetched only when authenticated, not on the credentials sign-in page,
// retried up to 10 times on error) and §R9 (profile retries 10), with fake timers.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { profileFetchEnabled } from '~/features/session/member-profile'
import { customerProfileQueryOptions, profileRetryDelayMs } from '~/features/session/session.queries'

describe('when the profile is fetched', () => {
  it('only for an authenticated member', () => {
    expect(profileFetchEnabled('authenticated', '/')).toBe(true)
    expect(profileFetchEnabled('loading', '/')).toBe(false)
    expect(profileFetchEnabled('unauthenticated', '/my-trips/')).toBe(false)
  })

  it('never on the credentials sign-in page', () => {
    expect(profileFetchEnabled('authenticated', '/auth/credentials-sign-in')).toBe(false)
    expect(profileFetchEnabled('authenticated', '/auth/credentials-sign-in/')).toBe(false)
    expect(profileFetchEnabled('authenticated', '/auth/post-logout')).toBe(true)
  })
})

describe('profile retries', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('tries once and retries 10 times, 1000 ms apart, then fails', async () => {
    const client = new QueryClient()
    const queryFn = vi.fn(async () => {
      throw new Error('503 from the profile service')
    })
    const observer = new QueryObserver(client, { ...customerProfileQueryOptions(), queryFn })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(queryFn).toHaveBeenCalledTimes(1)
    for (let retry = 1; retry <= 10; retry++) {
      await vi.advanceTimersByTimeAsync(profileRetryDelayMs - 1)
      expect(queryFn).toHaveBeenCalledTimes(retry)
      await vi.advanceTimersByTimeAsync(1)
      expect(queryFn).toHaveBeenCalledTimes(retry + 1)
    }
    await vi.advanceTimersByTimeAsync(60_000)
    expect(queryFn).toHaveBeenCalledTimes(11)
    expect(observer.getCurrentResult().isError).toBe(true)
    unsubscribe()
    client.clear()
  })

  it('stops retrying as soon as a try succeeds', async () => {
    const client = new QueryClient()
    let calls = 0
    const queryFn = vi.fn(async () => {
      calls += 1
      if (calls < 4) throw new Error('not yet')
      return { clientCustomerId: 'CC-1' } as never
    })
    const observer = new QueryObserver(client, { ...customerProfileQueryOptions(), queryFn })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(queryFn).toHaveBeenCalledTimes(4)
    expect(observer.getCurrentResult().isSuccess).toBe(true)
    unsubscribe()
    client.clear()
  })
})
