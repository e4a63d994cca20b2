// RP-initiated logout with a real provider (docs/decisions/060): the provider's end-session page
// returns to the one registered address, /auth/post-logout, so a sign-out that asked to land elsewhere
// (the session error route) carries that site path through the provider as `state`. Pure, so the
// server (asking) and the post-logout page (forwarding) apply the same rule.
import { sitePathOf } from '../http/redirect-target'

/** §R2.3: the default return after sign-out, also the provider's registered post-logout redirect URI. */
export const postLogoutPath = '/auth/post-logout'

/** The sign-out body for better-auth: the logout URL comes back rather than as a redirect, with `state` when needed. */
export function signOutBody(returnPath: string) {
  return { disableRedirect: true, ...(returnPath === postLogoutPath ? {} : { state: returnPath }) }
}

/** Where /auth/post-logout sends the browser on: the site path in `state`, or nowhere (the page itself). */
export function postLogoutForward(state: string | undefined): string | undefined {
  if (!state?.startsWith('/')) return undefined
  // Any origin does: only a path of the site itself comes back, never another site.
  const path = sitePathOf(state, 'http://site.invalid')
  if (!path || path === postLogoutPath || path.startsWith(`${postLogoutPath}?`)) return undefined
  return path
}

/** The provider's logout address from better-auth's sign-out answer, when the provider offers one. */
export function providerLogoutUrlOf(answer: unknown): string | undefined {
  const url = (answer as { url?: unknown } | null | undefined)?.url
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined
}
