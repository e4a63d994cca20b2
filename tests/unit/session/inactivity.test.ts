// §R4 (inactivity sequence, activity events, cross-tab sharing, error sign-out) and §R9
// (780000 / 120000 / 20000 ms, 1000 ms checks, 100 ms expiry-write debounce, 3000 ms error sign-out);
// issue 35 item 4: activity renews the server's session, at most once a minute (decision 109).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  activityEvents,
  clearSharedInactivityState,
  createInactivityMonitor,
  expiryTimeKey,
  scheduleErrorSignOut,
  sessionMessageKey,
} from '~/features/session/inactivity'
import { FakeStorage, storageEvent } from './fake-storage'

let storage: FakeStorage
let target: EventTarget
let phases: string[]
let signOut: ReturnType<typeof vi.fn<() => void>>
let renewals: number[]

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
  storage = new FakeStorage()
  target = new EventTarget()
  phases = []
  signOut = vi.fn<() => void>()
  renewals = []
})
const onServerRenewal = () => void renewals.push(Date.now())
afterEach(() => vi.useRealTimers())

function start(idleMs?: number) {
  const monitor = createInactivityMonitor({ idleMs, storage: () => storage, target, onPhaseChange: (phase) => phases.push(phase), onSignOut: signOut, onServerRenewal })
  monitor.start()
  return monitor
}

describe('the inactivity sequence', () => {
  it('shows the about-to-expire dialog after 780000 ms idle, the expired one 120000 ms later, and signs out 20000 ms after that', () => {
    const monitor = start()
    vi.advanceTimersByTime(779_999)
    expect(monitor.phase()).toBe('active')
    vi.advanceTimersByTime(1)
    expect(phases).toEqual(['about-to-expire'])
    expect(storage.getItem(sessionMessageKey)).toBe('about-to-expire')

    vi.advanceTimersByTime(119_999)
    expect(monitor.phase()).toBe('about-to-expire')
    vi.advanceTimersByTime(1)
    expect(phases).toEqual(['about-to-expire', 'expired'])
    expect(storage.getItem(sessionMessageKey)).toBe('expired')

    vi.advanceTimersByTime(19_999)
    expect(signOut).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(signOut).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('honours a configured idle time', () => {
    const monitor = start(5_000)
    vi.advanceTimersByTime(5_000)
    expect(monitor.phase()).toBe('about-to-expire')
  })

  it('checks the timer every 1000 ms, so a dialog appears on the first check after the idle time', () => {
    const monitor = start(1_500)
    vi.advanceTimersByTime(1_999)
    expect(monitor.phase()).toBe('active')
    vi.advanceTimersByTime(1)
    expect(monitor.phase()).toBe('about-to-expire')
  })

  it.each(activityEvents)('resets the idle timer on %s', (name) => {
    const monitor = start()
    vi.advanceTimersByTime(700_000)
    target.dispatchEvent(new Event(name))
    vi.advanceTimersByTime(779_999)
    expect(monitor.phase()).toBe('active')
    vi.advanceTimersByTime(1)
    expect(monitor.phase()).toBe('about-to-expire')
  })

  it('ignores activity once a dialog shows; "stay signed in" extends the session', () => {
    const monitor = start()
    vi.advanceTimersByTime(780_000)
    target.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(120_000)
    expect(monitor.phase()).toBe('expired')

    const second = start()
    vi.advanceTimersByTime(780_000)
    second.extend()
    expect(second.phase()).toBe('active')
    expect(storage.getItem(sessionMessageKey)).toBe('active')
    vi.advanceTimersByTime(779_000)
    expect(second.phase()).toBe('active')
  })
})

describe('sharing across tabs', () => {
  it('writes the expiry to local storage 100 ms after the last activity', () => {
    const startedAt = Date.now()
    start()
    const written = () => Number(storage.getItem(expiryTimeKey))
    vi.advanceTimersByTime(99)
    expect(storage.getItem(expiryTimeKey)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(written()).toBe(startedAt + 780_000)

    vi.advanceTimersByTime(5_000)
    target.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(50)
    const lastActivity = Date.now()
    target.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(99)
    expect(written()).toBe(startedAt + 780_000)
    vi.advanceTimersByTime(1)
    expect(written()).toBe(lastActivity + 780_000)
  })

  it("follows another tab's later expiry", () => {
    const monitor = start()
    vi.advanceTimersByTime(700_000)
    storage.setItem(expiryTimeKey, String(Date.now() + 780_000))
    vi.advanceTimersByTime(779_999)
    expect(monitor.phase()).toBe('active')
    vi.advanceTimersByTime(1)
    expect(monitor.phase()).toBe('about-to-expire')
  })

  it('signs out when another tab clears the shared state', () => {
    start()
    target.dispatchEvent(storageEvent(sessionMessageKey, 'about-to-expire'))
    expect(signOut).not.toHaveBeenCalled()
    target.dispatchEvent(storageEvent(expiryTimeKey, null))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('signs out when another tab clears all of local storage', () => {
    start()
    target.dispatchEvent(storageEvent(null, null))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('clears the shared state on sign-out', () => {
    storage.setItem(expiryTimeKey, '1')
    storage.setItem(sessionMessageKey, 'expired')
    clearSharedInactivityState(() => storage)
    expect(storage.getItem(expiryTimeKey)).toBeNull()
    expect(storage.getItem(sessionMessageKey)).toBeNull()
  })
})

describe("renewing the server's session", () => {
  const start0 = Date.parse('2026-11-22T10:00:00Z')

  it('renews as the tab starts, then at most once a minute while the member types and clicks, always covering the last activity', () => {
    start()
    expect(renewals).toEqual([start0])
    // Activity every 10 s for 3 minutes: one renewal a minute, none sooner.
    for (let second = 10; second <= 180; second += 10) {
      vi.advanceTimersByTime(10_000)
      target.dispatchEvent(new Event(second % 20 ? 'keydown' : 'click'))
    }
    expect(renewals).toEqual([0, 60_000, 120_000, 180_000].map((offset) => start0 + offset))
    // The last activity (at 180 s, just after that renewal) is sent a minute later; then idleness renews nothing.
    vi.advanceTimersByTime(10 * 60_000)
    expect(renewals).toEqual([0, 60_000, 120_000, 180_000, 240_000].map((offset) => start0 + offset))
  })

  it('sends the activity after a renewal once the minute is over, so the server never ends the session before the browser would', () => {
    start()
    vi.advanceTimersByTime(5_000)
    target.dispatchEvent(new Event('scroll'))
    expect(renewals).toEqual([start0])
    vi.advanceTimersByTime(55_000)
    expect(renewals).toEqual([start0, start0 + 60_000])
  })

  it('renews on "stay signed in", and not while a dialog shows', () => {
    const monitor = start()
    vi.advanceTimersByTime(780_000)
    expect(monitor.phase()).toBe('about-to-expire')
    target.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(60_000)
    expect(renewals).toEqual([start0])
    monitor.extend()
    expect(renewals).toEqual([start0, start0 + 840_000])
  })

  it('renews nothing for a tab flagged inactive, nor after sign-out', () => {
    const monitor = createInactivityMonitor({ storage: () => storage, target, onPhaseChange: (phase) => phases.push(phase), onSignOut: signOut, onServerRenewal })
    monitor.start({ flagged: true })
    target.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(120_000)
    expect(renewals).toEqual([])
  })
})

describe('the inactivity flag on load', () => {
  it('shows the expired dialog at once and signs out 3000 ms later, whatever the activity', () => {
    const monitor = createInactivityMonitor({ storage: () => storage, target, onPhaseChange: (phase) => phases.push(phase), onSignOut: signOut, onServerRenewal })
    monitor.start({ flagged: true })
    expect(phases).toEqual(['expired'])
    target.dispatchEvent(new Event('click'))
    vi.advanceTimersByTime(2_999)
    expect(signOut).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('signs out from the dialog before the delay, once only', () => {
    const monitor = createInactivityMonitor({ storage: () => storage, target, onPhaseChange: (phase) => phases.push(phase), onSignOut: signOut, onServerRenewal })
    monitor.start({ flagged: true })
    monitor.signOut()
    vi.advanceTimersByTime(5_000)
    expect(signOut).toHaveBeenCalledTimes(1)
  })
})

describe('sign-out after an error', () => {
  it.each([
    [{ errorCookies: true, sessionError: false, inactive: false }],
    [{ errorCookies: false, sessionError: true, inactive: false }],
    [{ errorCookies: false, sessionError: false, inactive: true }],
  ])('signs a signed-in user out 3000 ms after %o', (flags) => {
    const done = vi.fn()
    scheduleErrorSignOut({ authenticated: true, ...flags }, done)
    vi.advanceTimersByTime(2_999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('does nothing for an anonymous user or without a reason, and can be cancelled', () => {
    const done = vi.fn()
    scheduleErrorSignOut({ authenticated: false, errorCookies: true, sessionError: true, inactive: true }, done)
    scheduleErrorSignOut({ authenticated: true, errorCookies: false, sessionError: false, inactive: false }, done)
    const cancel = scheduleErrorSignOut({ authenticated: true, errorCookies: true, sessionError: false, inactive: false }, done)
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(done).not.toHaveBeenCalled()
  })
})
