// §R9.39 "Data cache": retry 5 s (10 s slow), dedupe 2 s, slow after 3 s (5 s), no revalidation on focus/reconnect/stale.
import { describe, expect, it } from 'vitest'
import { createQueryClient, dataCache, errorRetryDelay, isSlowNetwork, slowRequestAfter } from '~/lib/query-client'

describe('the data cache', () => {
  it('uses the constants of §R9', () => {
    expect(dataCache).toEqual({
      errorRetryMs: 5000,
      errorRetrySlowMs: 10000,
      dedupeMs: 2000,
      focusThrottleMs: 5000,
      slowAfterMs: 3000,
      slowAfterSlowNetworkMs: 5000,
    })
  })

  it('waits longer on a slow network', () => {
    expect(errorRetryDelay(false)).toBe(5000)
    expect(errorRetryDelay(true)).toBe(10000)
    expect(slowRequestAfter(false)).toBe(3000)
    expect(slowRequestAfter(true)).toBe(5000)
    expect(isSlowNetwork({ effectiveType: '2g' })).toBe(true)
    expect(isSlowNetwork({ effectiveType: '4g' })).toBe(false)
    expect(isSlowNetwork({ effectiveType: '4g', saveData: true })).toBe(true)
    expect(isSlowNetwork(undefined)).toBe(false)
  })

  it('never revalidates on focus, reconnect or mount, and dedupes for 2 s', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries).toMatchObject({ staleTime: 2000, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false })
  })

  it('in the browser, does not retry client errors but retries others', () => {
    globalThis.window ??= globalThis as never
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean
    expect(retry(0, { status: 400 })).toBe(false)
    expect(retry(0, { status: 503 })).toBe(true)
    expect(retry(3, { status: 503 })).toBe(false)
  })
})
