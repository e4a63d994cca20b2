// Which pages need a session (SPEC.md §4, §6): all of them when the site's authenticationPolicy is
// 'required'; otherwise only the member areas (My Trips, reservations, My Profile).
import type { SiteConfig } from '@contracts/site/site-config.schema'

export const alwaysProtectedPrefixes = ['/my-trips', '/reservations', '/my-profile'] as const
/** Pages that must stay reachable without a session, or nobody could sign in. */
const publicUnderRequiredPolicy = ['/auth/', '/api/auth', '/rewards-club/']

export function requiresSession(policy: SiteConfig['authenticationPolicy'], pathname: string) {
  const path = pathname.endsWith('/') || pathname.includes('?') ? pathname : `${pathname}/`
  if (alwaysProtectedPrefixes.some((prefix) => path.startsWith(`${prefix}/`))) return true
  if (policy !== 'required') return false
  return !publicUnderRequiredPolicy.some((prefix) => pathname.startsWith(prefix))
}
