// §R2 (a refresh-access-token session error leads to the error route), §R3 (the session's error
// marker; the feature-flag identity), §R4 (error cookies, a session error or the inactivity flag with a
// signed-in user → sign-out after 3000 ms; error cookies cleared after a timeout), §R8 (error cookie
// names prefixed auth- or search-, translated banner texts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '@server/auth/auth.functions'
import { hasSessionCookie } from '@server/auth/auth.server'
import {
  clearingErrorCookies,
  errorCookieNames,
  errorCookieTimeoutMs,
  errorDescriptionCookie,
  readErrorCookies,
  scheduleErrorCookieClearing,
} from '@server/auth/error-cookies'
import { featureFlagIdentityOf } from '@server/auth/feature-flag-identity'
import { expiryTimeKey, sessionMessageKey } from '~/features/session/inactivity'
import { inactivityFlagged, sessionErrorAction, sessionErrorRoute } from '~/features/session/session-alerts'
import { sessionAlertsText } from '~/i18n/plain/session-alerts'
import { FakeStorage, brokenStorage } from './fake-storage'

const now = Date.parse('2026-11-22T10:00:00Z')
const member = (error?: string): AuthSession => ({
  status: 'authenticated',
  data: { userId: 'u1', hashedUserId: 'h1', clientCustomerId: 'CC-1', expires: '2026-11-23T10:00:00Z', ...(error ? { error } : {}) },
})

describe('error cookies', () => {
  it('are the error-description and error-log-message cookies prefixed auth- or search-', () => {
    expect(errorCookieNames).toEqual(['auth-error-description', 'auth-error-log-message', 'search-error-description', 'search-error-log-message'])
  })

  it('are read from the cookie header: known codes as they are, anything else as unknown, log messages apart', () => {
    expect(readErrorCookies('theme=dark; has-account=1')).toBeUndefined()
    expect(readErrorCookies('a=1; auth-error-description=SessionExpired; search-error-description=%3Cscript%3E; auth-error-log-message=token%20refresh%20failed')).toEqual({
      descriptions: ['SessionExpired', 'unknown'],
      logMessages: ['token refresh failed'],
    })
    // A malformed escape is still an error cookie, shown with the generic text.
    expect(readErrorCookies('auth-error-description=%E0%A4%A')).toEqual({ descriptions: ['unknown'], logMessages: [] })
  })

  it('show a translated banner text per code, in en-US and en-GB', () => {
    expect(sessionAlertsText('error-cookie.SessionExpired')).toBe('Your session has ended. Please sign in again to continue.')
    expect(sessionAlertsText('error-cookie.unknown', undefined, 'en-GB')).toBe('Something went wrong with your session. Please sign in again.')
  })

  it('are cleared when the timeout has passed, not before', () => {
    vi.useFakeTimers()
    try {
      const clear = vi.fn()
      scheduleErrorCookieClearing(clear)
      vi.advanceTimersByTime(errorCookieTimeoutMs - 1)
      expect(clear).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(clear).toHaveBeenCalledTimes(1)
      const cancelled = vi.fn()
      scheduleErrorCookieClearing(cancelled)()
      vi.advanceTimersByTime(errorCookieTimeoutMs)
      expect(cancelled).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it('are removed by expiring every one of them, and set by the server readable, short-lived and Secure over https', () => {
    expect(clearingErrorCookies()).toHaveLength(4)
    for (const cookie of clearingErrorCookies()) expect(cookie).toMatch(/^[a-z-]+=; Max-Age=0; Path=\/; SameSite=Lax$/)
    expect(errorDescriptionCookie('auth', 'SessionExpired', true)).toBe('auth-error-description=SessionExpired; Max-Age=60; Path=/; SameSite=Lax; Secure')
    expect(errorDescriptionCookie('auth', 'SessionExpired', false)).not.toContain('Secure')
  })

  it('are set only for a request that still carries a session cookie', () => {
    expect(hasSessionCookie('rewards.session_token=abc.def')).toBe(true)
    expect(hasSessionCookie('x=1; __Host-rewards.session_token=abc')).toBe(true)
    expect(hasSessionCookie('rewards.session_token=; other=1')).toBe(false)
    expect(hasSessionCookie('has-account=1')).toBe(false)
    expect(hasSessionCookie(null)).toBe(false)
  })
})

describe('the session error marker', () => {
  it('sends a RefreshAccessTokenError to the error route and any other error to sign-out', () => {
    expect(sessionErrorAction(member('RefreshAccessTokenError'))).toBe('error-route')
    expect(sessionErrorRoute).toBe('/api/auth-error?error=RefreshAccessTokenError')
    expect(sessionErrorAction(member('SessionError'))).toBe('sign-out')
    expect(sessionErrorAction(member())).toBe('none')
    expect(sessionErrorAction({ status: 'unauthenticated', data: null })).toBe('none')
    expect(sessionErrorAction(null)).toBe('none')
  })
})

describe('the inactivity flag', () => {
  let storage: FakeStorage
  beforeEach(() => {
    storage = new FakeStorage()
  })
  afterEach(() => storage.clear())

  it('is set while an expiry shared by this or another tab is less than 140000 ms old', () => {
    storage.setItem(sessionMessageKey, 'expired')
    storage.setItem(expiryTimeKey, String(now - 139_999))
    expect(inactivityFlagged(() => storage, now)).toBe(true)
  })

  it('is not set without the expired alert type', () => {
    storage.setItem(sessionMessageKey, 'about-to-expire')
    storage.setItem(expiryTimeKey, String(now - 130_000))
    expect(inactivityFlagged(() => storage, now)).toBe(false)
  })

  it('is a leftover once the sequence would have signed out (140000 ms), and is removed', () => {
    storage.setItem(sessionMessageKey, 'expired')
    storage.setItem(expiryTimeKey, String(now - 140_000))
    expect(inactivityFlagged(() => storage, now)).toBe(false)
    expect(storage.getItem(sessionMessageKey)).toBeNull()
  })

  it('is not set when storage cannot be used', () => {
    expect(inactivityFlagged(brokenStorage, now)).toBe(false)
  })
})

describe('the feature-flag identity', () => {
  it('is sessionId, sub, type authenticated and userId = client customer id for a member', () => {
    expect(featureFlagIdentityOf({ hashedUserId: 'h1', clientCustomerId: 'CC-1' }, 'RT1')).toEqual({ type: 'authenticated', sessionId: 'RT1', sub: 'h1', userId: 'CC-1' })
  })

  it('is sessionId and type anonymousSession for anyone else', () => {
    expect(featureFlagIdentityOf(undefined, 'RT2')).toEqual({ type: 'anonymousSession', sessionId: 'RT2' })
    expect(featureFlagIdentityOf(null, undefined)).toEqual({ type: 'anonymousSession', sessionId: undefined })
  })
})
