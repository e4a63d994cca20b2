// What the browser does about a troubled session (§R2, §R4): a refresh-access-token session
// error signs out to the error route; error cookies, another session error or the inactivity flag with a
// signed-in user lead to sign-out after 3 s (scheduleErrorSignOut).
import type { AuthSession } from '@server/auth/auth.functions'
import { expiryTimeKey, inactivityTimings, sessionMessageKey } from './inactivity'

export const refreshAccessTokenError = 'RefreshAccessTokenError'
export const sessionErrorRoute = `/api/auth-error?error=${refreshAccessTokenError}`

export type SessionErrorAction = 'none' | 'error-route' | 'sign-out'

/** The session's error marker decides: the error route for a failed token refresh, else sign-out. */
export function sessionErrorAction(session: AuthSession | null | undefined): SessionErrorAction {
  if (session?.status !== 'authenticated' || !session.data.error) return 'none'
  return session.data.error === refreshAccessTokenError ? 'error-route' : 'sign-out'
}

/**
 * The inactivity flag: the shared alert type says the session expired (in this tab before a reload,
 * or in another tab) and the shared expiry passed less than the warning plus final time (140 s) ago,
 * so the sequence is still running: a page that loads signed in must not start a fresh idle
 * period. An older record is a leftover of a browser closed mid-sequence, and is removed.
 */
export function inactivityFlagged(storage: () => Storage, now: number = Date.now()) {
  try {
    if (storage().getItem(sessionMessageKey) !== 'expired') return false
    const expiresAt = Number(storage().getItem(expiryTimeKey))
    const running = Number.isFinite(expiresAt) && expiresAt > 0 && now - expiresAt < inactivityTimings.warningMs + inactivityTimings.finalMs
    if (!running) storage().removeItem(sessionMessageKey)
    return running
  } catch {
    return false
  }
}
