// §R3 (browser session record), §R4 (session id states), §R8 (storage unavailable), §R9 (24 h, length 20).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debugKeyReadMs, readSessionId } from '~/features/debug-tools/read-session-id'
import { discardSessionId } from '~/features/session/use-sign-out'
import {
  ensureApiSessionId,
  ensureSessionId,
  generateSessionId,
  sessionIdAlphabet,
  sessionIdLifetimeMs,
  sessionIdPrefix,
  sessionIdSetEvent,
  sessionIdStorageKey,
  storageUnavailableMessage,
} from '~/features/session/session-id'
import { FakeStorage, brokenStorage } from './fake-storage'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('generateSessionId', () => {
  it('is the product prefix plus 20 characters from digits 1-9 and letters without O and I', () => {
    for (let index = 0; index < 200; index++) {
      const id = generateSessionId()
      expect(id.startsWith(sessionIdPrefix)).toBe(true)
      expect(id.slice(sessionIdPrefix.length)).toMatch(/^[1-9A-HJ-NP-Z]{20}$/)
    }
    expect(sessionIdAlphabet).not.toMatch(/[0OI]/)
    expect(sessionIdAlphabet).toHaveLength(33)
  })
})

describe('ensureSessionId', () => {
  it('creates an id when none is stored, kept with an expiry 24 hours ahead, and announces it', () => {
    const storage = new FakeStorage()
    const target = Object.assign(new EventTarget(), { sessionId: undefined as string | undefined })
    const announced: string[] = []
    target.addEventListener(sessionIdSetEvent, (event) => announced.push((event as CustomEvent<{ sessionId: string }>).detail.sessionId))

    const id = ensureSessionId({ storage: () => storage, target })
    expect(id).toBeDefined()
    expect(JSON.parse(storage.getItem(sessionIdStorageKey)!)).toEqual({ sessionId: id, expiresAt: Date.now() + sessionIdLifetimeMs })
    expect(sessionIdLifetimeMs).toBe(86_400_000)
    expect(target.sessionId).toBe(id)
    expect(announced).toEqual([id])
  })

  it('reuses an id until it expires, then creates another', () => {
    const storage = new FakeStorage()
    const first = ensureSessionId({ storage: () => storage })
    vi.advanceTimersByTime(sessionIdLifetimeMs - 1)
    expect(ensureSessionId({ storage: () => storage })).toBe(first)
    vi.advanceTimersByTime(1)
    const second = ensureSessionId({ storage: () => storage })
    expect(second).not.toBe(first)
  })

  it('removes a corrupt record and starts afresh', () => {
    for (const corrupt of ['{not json', JSON.stringify({ sessionId: 'RT-bad', expiresAt: 1 }), JSON.stringify({ sessionId: generateSessionId() }), 'null']) {
      const storage = new FakeStorage()
      storage.setItem(sessionIdStorageKey, corrupt)
      const removed = vi.spyOn(storage, 'removeItem')
      const id = ensureSessionId({ storage: () => storage })
      expect(removed).toHaveBeenCalledWith(sessionIdStorageKey)
      expect(JSON.parse(storage.getItem(sessionIdStorageKey)!).sessionId).toBe(id)
    }
  })

  it('creates nothing and logs when storage cannot be used', () => {
    const log = vi.fn()
    const target = Object.assign(new EventTarget(), { sessionId: undefined as string | undefined })
    const listener = vi.fn()
    target.addEventListener(sessionIdSetEvent, listener)
    expect(ensureSessionId({ storage: brokenStorage, log, target })).toBeUndefined()
    expect(log).toHaveBeenCalledWith(storageUnavailableMessage)
    expect(storageUnavailableMessage).toBe('It was not possible to use the browser storage')
    expect(target.sessionId).toBeUndefined()
    expect(listener).not.toHaveBeenCalled()
  })

  it('creates nothing when writing fails (storage full or blocked)', () => {
    const storage = new FakeStorage()
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const log = vi.fn()
    expect(ensureSessionId({ storage: () => storage, log })).toBeUndefined()
    expect(log).toHaveBeenCalledWith(storageUnavailableMessage)
  })
})

describe('the API session id and sign-out', () => {
  it('creates an API session id if missing and keeps it', () => {
    const storage = new FakeStorage()
    const id = ensureApiSessionId(() => storage, () => 'api-1')
    expect(id).toBe('api-1')
    expect(ensureApiSessionId(() => storage, () => 'api-2')).toBe('api-1')
    expect(ensureApiSessionId(brokenStorage)).toBeUndefined()
  })

  it('discards the session id with all of session storage', () => {
    const storage = new FakeStorage()
    const target: { sessionId?: string } = {}
    ensureSessionId({ storage: () => storage, target: Object.assign(new EventTarget(), target) })
    storage.setItem('checkout', 'x')
    discardSessionId(() => storage, target)
    expect(storage.length).toBe(0)
    expect(target.sessionId).toBeUndefined()
  })
})

describe('the debug dialog reads the session id (§R9.5 debug key read 3000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is 3000 ms', () => {
    expect(debugKeyReadMs).toBe(3000)
  })

  it('answers at once with an id already set', async () => {
    await expect(readSessionId(new EventTarget(), () => 'RT123')).resolves.toBe('RT123')
  })

  it('waits for the id to be set, up to 3000 ms', async () => {
    vi.useFakeTimers()
    const target = new EventTarget()
    const read = readSessionId(target, () => undefined)
    vi.advanceTimersByTime(2999)
    target.dispatchEvent(new CustomEvent(sessionIdSetEvent, { detail: { sessionId: 'RT456' } }))
    await expect(read).resolves.toBe('RT456')
  })

  it('gives up after 3000 ms', async () => {
    vi.useFakeTimers()
    const target = new EventTarget()
    const read = readSessionId(target, () => undefined)
    vi.advanceTimersByTime(3000)
    await expect(read).resolves.toBeUndefined()
    target.dispatchEvent(new CustomEvent(sessionIdSetEvent, { detail: { sessionId: 'RT789' } }))
  })
})
