// Sign-out from the browser (SPEC.md §4): revoke the session, clear all session storage and the
// shared inactivity state (other tabs follow), then go to post-logout unless another callback is given.
import { useCallback } from 'react'
import { signOutMember } from '@server/auth/auth.functions'
import { clearSharedInactivityState } from './inactivity'
import { discardSessionId } from './session-id'

export function appHref(path: string) {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`
}

export async function signOut(callbackUrl?: string) {
  let redirectTo = '/auth/post-logout'
  try {
    redirectTo = (await signOutMember({ data: { callbackUrl } })).redirectTo
  } finally {
    discardSessionId(() => window.sessionStorage, window as { sessionId?: string })
    clearSharedInactivityState(() => window.localStorage)
    window.location.assign(appHref(redirectTo))
  }
}

export function useSignOut() {
  return useCallback((callbackUrl?: string) => signOut(callbackUrl), [])
}
