// The browser session id (§R3, §R4, §R9): a product prefix plus 20 characters from digits 1-9
// and letters without O and I, kept in session storage with an expiry of 24 hours.

export const sessionIdStorageKey = 'rewards-travel.session-id'
export const apiSessionIdStorageKey = 'rewards-travel.api-session-id'
export const sessionIdPrefix = 'RT'
export const sessionIdLength = 20
export const sessionIdLifetimeMs = 24 * 60 * 60 * 1000
export const sessionIdSetEvent = 'session-id-set'
export const storageUnavailableMessage = 'It was not possible to use the browser storage'
/** Digits 1-9 and capital letters without O and I: nothing a reader can confuse with 0 or 1. */
export const sessionIdAlphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZ'

export type SessionIdRecord = { sessionId: string; expiresAt: number }

type Environment = {
  storage: () => Storage
  now?: () => number
  random?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>
  log?: (message: string) => void
  /** Where the id is exposed and announced (the window). */
  target?: EventTarget & { sessionId?: string }
}

export function generateSessionId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes)) {
  let id = ''
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 33).
  const limit = 256 - (256 % sessionIdAlphabet.length)
  while (id.length < sessionIdLength) {
    for (const byte of random(new Uint8Array(sessionIdLength))) {
      if (byte < limit && id.length < sessionIdLength) id += sessionIdAlphabet[byte % sessionIdAlphabet.length]
    }
  }
  return `${sessionIdPrefix}${id}`
}

export function isSessionIdRecord(value: unknown): value is SessionIdRecord {
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  const pattern = new RegExp(`^${sessionIdPrefix}[${sessionIdAlphabet}]{${sessionIdLength}}$`)
  return typeof record.sessionId === 'string' && pattern.test(record.sessionId) && typeof record.expiresAt === 'number' && Number.isFinite(record.expiresAt)
}

/**
 * The current session id: reused while it has not expired, else created and stored. Nothing is
 * created when storage cannot be used; a corrupt record is removed. Once set, the id is exposed on
 * the target and a session-id-set event is dispatched.
 */
export function ensureSessionId({ storage: getStorage, now = Date.now, random, log = console.warn, target }: Environment): string | undefined {
  let storage: Storage
  let raw: string | null
  try {
    storage = getStorage()
    raw = storage.getItem(sessionIdStorageKey)
  } catch {
    log(storageUnavailableMessage)
    return undefined
  }
  let record: SessionIdRecord | undefined
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw)
      if (isSessionIdRecord(parsed)) record = parsed
    } catch {
      // fall through: removed below
    }
    if (!record) storage.removeItem(sessionIdStorageKey)
  }
  if (!record || record.expiresAt <= now()) {
    record = { sessionId: generateSessionId(random), expiresAt: now() + sessionIdLifetimeMs }
    try {
      storage.setItem(sessionIdStorageKey, JSON.stringify(record))
    } catch {
      log(storageUnavailableMessage)
      return undefined
    }
  }
  if (target) {
    target.sessionId = record.sessionId
    target.dispatchEvent(new CustomEvent(sessionIdSetEvent, { detail: { sessionId: record.sessionId } }))
  }
  return record.sessionId
}

/** The API session id sent with every API call (§R7); created if missing. */
export function ensureApiSessionId(getStorage: () => Storage, create: () => string = () => crypto.randomUUID()): string | undefined {
  try {
    const storage = getStorage()
    const existing = storage.getItem(apiSessionIdStorageKey)
    if (existing) return existing
    const id = create()
    storage.setItem(apiSessionIdStorageKey, id)
    return id
  } catch {
    return undefined
  }
}
