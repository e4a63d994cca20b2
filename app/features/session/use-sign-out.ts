// Sign-out from the browser (§R4): revoke the session, clear all session storage and the
// shared inactivity state (other tabs follow), then go to post-logout unless another callback is given,
// by way of the login provider's end-session page when it has a session of its own (docs/decisions/060).
import { signOutMember } from '@server/auth/auth.functions'
import { clearSharedInactivityState } from './inactivity'
import { appHref } from '~/lib/app-href'

export async function signOut(callbackUrl?: string) {
  let target = appHref('/auth/post-logout')
  try {
    const { redirectTo, providerLogoutUrl } = await signOutMember({ data: { callbackUrl } })
    target = providerLogoutUrl ?? appHref(redirectTo)
  } finally {
    discardSessionId(() => window.sessionStorage, window as { sessionId?: string })
    clearSharedInactivityState(() => window.localStorage)
    window.location.assign(target)
  }
}

/** Sign-out discards the id with the rest of session storage (§R4). */
export function discardSessionId(getStorage: () => Storage, target?: { sessionId?: string }) {
  try {
    getStorage().clear()
  } catch {
    // Storage that cannot be used holds nothing to clear.
  }
  if (target) delete target.sessionId
}
