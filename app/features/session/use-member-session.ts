// The member's session in the browser: auth status, the profile (fetched only when signed in and not
// on the credentials sign-in page), and the move home when the profile finally fails (§R2, §R6).
import { useQuery } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { authStatusOf } from './auth-status'
import { activeProfile, isInactiveMember, profileFetchEnabled } from './member-profile'
import { authSessionQueryOptions, customerProfileQueryOptions } from './session.queries'

export function useMemberSession() {
  const session = useQuery(authSessionQueryOptions())
  const pathname = useLocation({ select: (location) => location.pathname })
  const status = authStatusOf(session.data, session.isPending)
  const profile = useQuery({ ...customerProfileQueryOptions(), enabled: profileFetchEnabled(status, pathname) })
  const router = useRouter()
  const sentHome = useRef(false)

  useEffect(() => {
    if (!profile.isError || sentHome.current) return
    sentHome.current = true
    if (pathname !== '/') void router.navigate({ to: '/' })
  }, [profile.isError, pathname, router])

  const active = profile.data ? activeProfile(profile.data) : undefined
  return {
    status,
    session: session.data ?? null,
    profile: profile.data,
    activeProfile: active,
    inactive: profile.data ? isInactiveMember(profile.data) : false,
    profileFailed: profile.isError,
    profileRetrying: profile.isFetching,
    /** Asks for the profile again (its 10 retries included) after it failed. */
    retryProfile: () => void profile.refetch(),
  }
}
