// The member's session in the browser: auth status, the profile (fetched only when signed in and not
// on the credentials sign-in page), and the move home when the profile finally fails (§R2, §R6).
// Three sizes: useAuthStatus (signed in or not), useMemberSummary (the greeting and balance every member
// page shows, in its HTML) and useMemberSession (the whole profile, for the pages that read more; issue 40).
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { authStatusOf } from './auth-status'
import { activeProfile, isInactiveMember, profileFetchEnabled } from './member-profile'
import { authSessionQueryOptions, customerProfileQueryOptions, memberSummaryQueryOptions } from './session.queries'

/** Whether the member is signed in, and the session: no profile is asked for. */
export function useAuthStatus() {
  const session = useQuery(authSessionQueryOptions())
  return { status: authStatusOf(session.data, session.isPending), session: session.data ?? null }
}

/** A profile query that finally failed sends the member home (§R6). */
function useHomeOnFailure(query: UseQueryResult<unknown>, pathname: string) {
  const router = useRouter()
  const sentHome = useRef(false)
  useEffect(() => {
    if (!query.isError || sentHome.current) return
    sentHome.current = true
    if (pathname !== '/') void router.navigate({ to: '/' })
  }, [query.isError, pathname, router])
}

/** What every member page shows of the profile: the first name, and the active profile's status and balance. */
export function useMemberSummary() {
  const { status } = useAuthStatus()
  const pathname = useLocation({ select: (location) => location.pathname })
  const summary = useQuery({ ...memberSummaryQueryOptions(), enabled: profileFetchEnabled(status, pathname) })
  useHomeOnFailure(summary, pathname)
  return {
    status,
    summary: summary.data,
    failed: summary.isError,
    retrying: summary.isFetching,
    /** Asks again (its 10 retries included) after it failed. */
    retry: () => void summary.refetch(),
  }
}

/** The whole profile: for the pages that read more than the summary (checkout, confirmations, My Profile). */
export function useMemberSession() {
  const { status, session } = useAuthStatus()
  const pathname = useLocation({ select: (location) => location.pathname })
  const profile = useQuery({ ...customerProfileQueryOptions(), enabled: profileFetchEnabled(status, pathname) })
  useHomeOnFailure(profile, pathname)

  const active = profile.data ? activeProfile(profile.data) : undefined
  return {
    status,
    session,
    profile: profile.data,
    activeProfile: active,
    inactive: profile.data ? isInactiveMember(profile.data) : false,
    profileFailed: profile.isError,
    profileRetrying: profile.isFetching,
    /** Asks for the profile again (its 10 retries included) after it failed. */
    retryProfile: () => void profile.refetch(),
  }
}
