// Which pages need a session (§R4, §R6): all of them when the site's authenticationPolicy is
// 'required'; otherwise only the member areas (My Trips, My Profile). A reservation's pages are not a
// member area: a guest reaches the bookings this browser made or found (decision 073), and the server
// answers everyone else as before.
import type { SiteConfig } from '@contracts/site/site-config.schema'

export const alwaysProtectedPrefixes = ['/my-trips', '/my-profile'] as const
/** Pages that must stay reachable without a session, or nobody could sign in. */
const publicUnderRequiredPolicy = ['/auth/', '/api/auth', '/rewards-club/']

/** My Trips and My Profile: pages that need a session whatever the policy. */
export function isMemberArea(pathname: string) {
  const path = pathname.endsWith('/') || pathname.includes('?') ? pathname : `${pathname}/`
  return alwaysProtectedPrefixes.some((prefix) => path.startsWith(`${prefix}/`))
}

export function requiresSession(policy: SiteConfig['authenticationPolicy'], pathname: string) {
  if (isMemberArea(pathname)) return true
  if (policy !== 'required') return false
  return !publicUnderRequiredPolicy.some((prefix) => pathname.startsWith(prefix))
}
