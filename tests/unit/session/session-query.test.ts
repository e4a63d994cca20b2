// §R9.39 data cache: "Session refetch on focus; optional polling. Session fetch returns null on
// failure" (§R8: CLIENT_SESSION_ERROR logged), with fake timers; in a browser-like environment (query
// timers are not scheduled on a server).
// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const getAuthSession = vi.fn()
const reportAuthError = vi.fn()
vi.mock('@server/auth/auth.functions', () => ({ getAuthSession: () => getAuthSession(), getCustomerProfile: vi.fn() }))
vi.mock('~/features/session/report-auth-error', () => ({ reportAuthError: (...args: unknown[]) => reportAuthError(...args) }))

const { authSessionQueryOptions } = await import('~/features/session/session.queries')

beforeEach(() => {
  getAuthSession.mockReset()
  reportAuthError.mockReset()
})

describe('the session fetch', () => {
  it('answers null when the fetch fails, and reports CLIENT_SESSION_ERROR', async () => {
    getAuthSession.mockRejectedValue(new Error('fetch failed: ECONNRESET'))
    const client = new QueryClient()
    await expect(client.fetchQuery(authSessionQueryOptions())).resolves.toBeNull()
    expect(reportAuthError).toHaveBeenCalledWith('CLIENT_SESSION_ERROR', 'fetch failed: ECONNRESET')
    // Null is the answer, not an error state: nothing retries it.
    expect(client.getQueryState(authSessionQueryOptions().queryKey)?.status).toBe('success')
  })

  it('answers the validated session when the fetch succeeds', async () => {
    getAuthSession.mockResolvedValue({ status: 'unauthenticated' })
    const client = new QueryClient()
    await expect(client.fetchQuery(authSessionQueryOptions())).resolves.toMatchObject({ status: 'unauthenticated' })
    expect(reportAuthError).not.toHaveBeenCalled()
  })
})

describe('session polling', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  async function fetchesAfter(options: Parameters<typeof authSessionQueryOptions>[0], ms: number) {
    getAuthSession.mockResolvedValue({ status: 'unauthenticated' })
    const client = new QueryClient()
    const observer = new QueryObserver(client, authSessionQueryOptions(options))
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(ms)
    unsubscribe()
    return getAuthSession.mock.calls.length
  }

  it('is off unless asked for: the session is fetched once', async () => {
    expect(authSessionQueryOptions().refetchOnWindowFocus).toBe(true)
    expect(await fetchesAfter(undefined, 300_000)).toBe(1)
  })

  it('re-checks the session every interval when asked for', async () => {
    expect(await fetchesAfter({ pollIntervalMs: 60_000 }, 180_000)).toBe(4)
  })
})
