// The inactivity machine (§R4, §R9): idle → about-to-expire dialog → expired dialog → sign-out,
// shared across tabs through local storage; activity also renews the server's session, which ends on its
// own after the same idle limit (decision 109). Framework-free so every timing is tested with fake timers.
import { sessionInactivity } from '@contracts/site/session-inactivity'

export const inactivityTimings = {
  ...sessionInactivity,
  checkIntervalMs: 1_000,
  expiryWriteDebounceMs: 100,
  /** At most one server renewal a minute while the member is active; the last activity is always sent. */
  serverRenewalIntervalMs: 60_000,
}
export const expiryTimeKey = 'expiry-time'
export const sessionMessageKey = 'session-message'
export const activityEvents = ['click', 'keydown', 'touchstart', 'scroll', 'focusin'] as const

export type InactivityPhase = 'active' | 'about-to-expire' | 'expired'

export type InactivityOptions = {
  /** The idle time before the first dialog; sites may configure it. */
  idleMs?: number
  storage: () => Storage
  /** Receives activity events and other tabs' storage events (the window). */
  target: EventTarget
  onPhaseChange: (phase: InactivityPhase) => void
  onSignOut: () => void
  /** Renews the server's session (its idle limit starts again); called when the tab starts, on "stay signed in", and throttled on activity. */
  onServerRenewal: () => void
  now?: () => number
}

export function createInactivityMonitor({ idleMs = inactivityTimings.idleMs, storage, target, onPhaseChange, onSignOut, onServerRenewal, now = Date.now }: InactivityOptions) {
  const { warningMs, finalMs, checkIntervalMs, expiryWriteDebounceMs, serverRenewalIntervalMs } = inactivityTimings
  let expiresAt = now() + idleMs
  let phase: InactivityPhase = 'active'
  let interval: ReturnType<typeof setInterval> | undefined
  let pendingWrite: ReturnType<typeof setTimeout> | undefined
  let pendingSignOut: ReturnType<typeof setTimeout> | undefined
  let pendingRenewal: ReturnType<typeof setTimeout> | undefined
  let lastRenewal = -Infinity
  let signedOut = false

  const write = (key: string, value: string) => {
    try {
      storage().setItem(key, value)
    } catch {
      // Without storage the tab still times out on its own.
    }
  }
  const read = (key: string) => {
    try {
      return storage().getItem(key)
    } catch {
      return null
    }
  }

  function scheduleExpiryWrite() {
    clearTimeout(pendingWrite)
    pendingWrite = setTimeout(() => write(expiryTimeKey, String(expiresAt)), expiryWriteDebounceMs)
  }

  function renewServerSession() {
    clearTimeout(pendingRenewal)
    pendingRenewal = undefined
    lastRenewal = now()
    onServerRenewal()
  }

  /**
   * At once when the last renewal is a minute old, else once that minute is over: the renewal sent
   * is never older than the activity it covers, so the server's limit never ends before the browser's.
   */
  function scheduleServerRenewal() {
    if (pendingRenewal) return
    const wait = lastRenewal + serverRenewalIntervalMs - now()
    if (wait <= 0) renewServerSession()
    else pendingRenewal = setTimeout(renewServerSession, wait)
  }

  function setPhase(next: InactivityPhase) {
    if (next === phase) return
    phase = next
    write(sessionMessageKey, next)
    onPhaseChange(next)
  }

  function signOut() {
    if (signedOut) return
    signedOut = true
    stop()
    onSignOut()
  }

  /** Activity resets the idle timer; once a dialog shows, only its buttons decide. */
  function onActivity() {
    if (phase !== 'active' || signedOut) return
    expiresAt = now() + idleMs
    scheduleExpiryWrite()
    scheduleServerRenewal()
  }

  function check() {
    // Another tab's activity moves the shared expiry forward.
    const shared = Number(read(expiryTimeKey))
    if (Number.isFinite(shared) && shared > expiresAt && phase === 'active') expiresAt = shared
    const overdue = now() - expiresAt
    if (overdue >= warningMs + finalMs) return signOut()
    if (overdue >= warningMs) return setPhase('expired')
    if (overdue >= 0) return setPhase('about-to-expire')
    setPhase('active')
  }

  function onStorage(event: Event) {
    const { key, newValue } = event as StorageEvent
    // Another tab cleared its state (signed out): this tab signs out too.
    if (key === null || (key === expiryTimeKey && newValue === null)) signOut()
  }

  /**
   * `flagged`: the inactivity flag was found on load (see inactivityFlagged in ./session-alerts.ts),
   * so the expired dialog shows at once and sign-out follows after the error delay (§R4).
   */
  function start({ flagged = false }: { flagged?: boolean } = {}) {
    if (flagged) {
      setPhase('expired')
      pendingSignOut = setTimeout(signOut, errorSignOutDelayMs)
      return
    }
    expiresAt = now() + idleMs
    scheduleExpiryWrite()
    renewServerSession()
    for (const name of activityEvents) target.addEventListener(name, onActivity, { passive: true, capture: true })
    target.addEventListener('storage', onStorage)
    interval = setInterval(check, checkIntervalMs)
  }

  function stop() {
    clearInterval(interval)
    clearTimeout(pendingSignOut)
    clearTimeout(pendingWrite)
    clearTimeout(pendingRenewal)
    for (const name of activityEvents) target.removeEventListener(name, onActivity, { capture: true })
    target.removeEventListener('storage', onStorage)
  }

  /** "Stay signed in": back to active with a fresh idle period. */
  function extend() {
    expiresAt = now() + idleMs
    write(expiryTimeKey, String(expiresAt))
    setPhase('active')
    renewServerSession()
  }

  return { start, stop, extend, signOut, phase: () => phase, expiresAt: () => expiresAt }
}

/** Sign-out clears the shared state, which tells the other tabs to sign out as well. */
export function clearSharedInactivityState(storage: () => Storage) {
  try {
    storage().removeItem(expiryTimeKey)
    storage().removeItem(sessionMessageKey)
  } catch {
    // nothing shared to clear
  }
}

/** §R4: error cookies, a session error or an inactivity flag with a signed-in user → sign-out after 3 s. */
export const errorSignOutDelayMs = 3_000
export function scheduleErrorSignOut(
  state: { authenticated: boolean; errorCookies: boolean; sessionError: boolean; inactive: boolean },
  signOut: () => void,
) {
  if (!state.authenticated || !(state.errorCookies || state.sessionError || state.inactive)) return () => {}
  const timer = setTimeout(signOut, errorSignOutDelayMs)
  return () => clearTimeout(timer)
}
