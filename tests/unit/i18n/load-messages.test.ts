// §R9.51 "Translation reads": 10 namespaces read in parallel, 5 retries from 350 ms, doubling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadMessages, translationReads, type MessageReader, type Namespace } from '~/i18n'
import { mapWithConcurrency, withRetry } from '~/i18n/parallel-reads'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('translation read policy', () => {
  it('is the one §R9 gives', () => {
    expect(translationReads).toEqual({ concurrency: 10, retries: 5, initialDelayMs: 350, factor: 2 })
  })
})

describe('mapWithConcurrency', () => {
  it('never has more than the limit in flight and keeps the order of results', async () => {
    const pending = Array.from({ length: 25 }, () => deferred<number>())
    let inFlight = 0
    let most = 0
    const started: number[] = []
    const result = mapWithConcurrency(pending, 10, async (item, index) => {
      started.push(index)
      inFlight++
      most = Math.max(most, inFlight)
      const value = await item.promise
      inFlight--
      return value
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toHaveLength(10)
    pending[3]!.resolve(3)
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toHaveLength(11)
    pending.forEach((item, index) => item.resolve(index))
    expect(await result).toEqual(Array.from({ length: 25 }, (_, index) => index))
    expect(most).toBe(10)
  })

  it('rejects with the first failure and starts nothing more', async () => {
    const first = deferred<number>()
    const started: number[] = []
    const result = mapWithConcurrency([0, 1, 2, 3, 4], 2, async (item) => {
      started.push(item)
      if (item === 0) return first.promise
      throw new Error('boom')
    })
    await expect(result).rejects.toThrow('boom')
    first.resolve(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toEqual([0, 1])
  })
})

describe('withRetry', () => {
  it('waits 350, 700, 1400, 2800 and 5600 ms between six attempts, then gives up', async () => {
    const attemptsAt: number[] = []
    const start = Date.now()
    const result = withRetry(async () => {
      attemptsAt.push(Date.now() - start)
      throw new Error(`attempt ${attemptsAt.length}`)
    }, translationReads)
    const settled = expect(result).rejects.toThrow('attempt 6')
    await vi.advanceTimersByTimeAsync(60_000)
    await settled
    expect(attemptsAt).toEqual([0, 350, 1050, 2450, 5250, 10850])
  })

  it('returns as soon as an attempt succeeds', async () => {
    let attempts = 0
    const result = withRetry(async () => {
      if (++attempts < 3) throw new Error('not yet')
      return 'read'
    }, translationReads)
    await vi.advanceTimersByTimeAsync(349)
    expect(attempts).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toBe(2)
    await vi.advanceTimersByTimeAsync(700)
    expect(await result).toBe('read')
    expect(attempts).toBe(3)
  })
})

describe('loadMessages', () => {
  it('reads the bundled namespaces of a locale into full keys', async () => {
    const messages = await loadMessages('en-GB', ['common', 'errors'])
    expect(messages['common:banners.site-level-error']).toBe('Something went wrong. Please try again.')
    expect(messages['common:status.canceled']).toBe('Cancelled')
    expect(messages['errors:supplier.E1001019']).toBeDefined()
    expect(Object.keys(messages).every((key) => key.startsWith('common:') || key.startsWith('errors:'))).toBe(true)
  })

  it('reads through the reader with its concurrency limit', async () => {
    const gates = new Map<Namespace, ReturnType<typeof deferred<Record<string, string>>>>()
    const reader: MessageReader = vi.fn((_locale, namespace) => {
      const gate = deferred<Record<string, string>>()
      gates.set(namespace, gate)
      return gate.promise
    })
    const loading = loadMessages('en-US', ['common', 'errors', 'auth', 'home', 'common'], { reader, policy: { ...translationReads, concurrency: 2 } })
    await vi.advanceTimersByTimeAsync(0)
    expect([...gates.keys()]).toEqual(['common', 'errors'])
    gates.get('common')!.resolve({ greeting: 'Hi' })
    await vi.advanceTimersByTimeAsync(0)
    expect([...gates.keys()]).toEqual(['common', 'errors', 'auth'])
    for (const gate of gates.values()) gate.resolve({ title: 'x' })
    await vi.advanceTimersByTimeAsync(0)
    for (const gate of gates.values()) gate.resolve({ title: 'x' })
    const messages = await loading
    expect(reader).toHaveBeenCalledTimes(4)
    expect(messages['common:greeting']).toBe('Hi')
    expect(messages['home:title']).toBe('x')
  })

  it('retries a failing namespace on the schedule and leaves it out when it never loads', async () => {
    const attemptsAt: number[] = []
    const start = Date.now()
    const reader: MessageReader = async (_locale, namespace) => {
      if (namespace === 'common') return { greeting: 'Hi' }
      attemptsAt.push(Date.now() - start)
      throw new Error('unavailable')
    }
    const onReadError = vi.fn()
    const loading = loadMessages('en-US', ['common', 'search'], { reader, onReadError })
    await vi.advanceTimersByTimeAsync(10_849)
    expect(attemptsAt).toEqual([0, 350, 1050, 2450, 5250])
    await vi.advanceTimersByTimeAsync(1)
    expect(await loading).toEqual({ 'common:greeting': 'Hi' })
    expect(attemptsAt).toHaveLength(6)
    expect(onReadError).toHaveBeenCalledWith('search', expect.any(Error))
  })
})
