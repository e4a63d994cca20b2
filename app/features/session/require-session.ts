// The session gate of §R2, §R4, §R6: a page that needs a session, reached without one, sends the
// browser to sign-in with error SessionRequired and a callbackUrl back to it. Which pages need one is
// the site's authenticationPolicy (requiresSession); My Trips and reservations always do. This gate is
// for the experience: the server functions behind member pages check the session again.
import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { isMemberArea, requiresSession } from './authentication-policy'
import { authSessionQueryOptions } from './session.queries'
import { siteConfigOf } from '~/features/site-config/site-config'

const basePath = () => import.meta.env.BASE_URL.replace(/\/$/, '')

/** The redirect to sign-in for a page reached without a session. */
export function sessionRequiredRedirect(location: Pick<ParsedLocation, 'href'>) {
  const search = new URLSearchParams({ callbackUrl: `${basePath()}${location.href}`, error: 'SessionRequired' })
  // /auth/sign-in is a server route: the browser must load it as a document.
  return redirect({ href: `${basePath()}/auth/sign-in?${search}`, reloadDocument: true })
}

/** Throws the sign-in redirect when the page needs a session and there is none. */
export async function requireSession(queryClient: QueryClient, location: Pick<ParsedLocation, 'href'>, options: { fresh?: boolean } = {}) {
  const session = await queryClient.fetchQuery({ ...authSessionQueryOptions(), ...(options.fresh ? { staleTime: 0 } : {}) })
  if (session?.status !== 'authenticated') throw sessionRequiredRedirect(location)
}

/**
 * The site-wide rule, for the root route: only pages the policy protects ask for the session. Member
 * areas ask afresh (a session revoked in another tab is caught on the next navigation); other pages
 * under the required policy use the cached session, re-checked on focus and before it expires.
 */
export async function enforceAuthenticationPolicy(queryClient: QueryClient, location: Pick<ParsedLocation, 'href' | 'pathname'>) {
  const site = await siteConfigOf(queryClient)
  if (!requiresSession(site.authenticationPolicy, location.pathname)) return
  await requireSession(queryClient, location, { fresh: isMemberArea(location.pathname) })
}
