// Query options for the auth session and the member's customer profile.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { getAuthSession, getCustomerProfile } from '@server/auth/auth.functions'
import { authStatusOf, validateAuthSession } from './auth-status'
import { profileFetchEnabled, profileRetryCount } from './member-profile'
import { reportAuthError } from './report-auth-error'

export const authSessionQueryKey = ['auth-session'] as const
export const customerProfileQueryKey = ['customer-profile'] as const
/** Between profile retries (§R6 gives the count, not the pause). */
export const profileRetryDelayMs = 1_000

/**
 * The auth session; a failed fetch yields null (§R9) and is reported as CLIENT_SESSION_ERROR.
 * `pollIntervalMs` re-checks it on a timer while the page is visible (§R9 "optional polling"); off by
 * default, since the re-check before expiry and on focus (§R4) already keeps it current.
 */
export const authSessionQueryOptions = ({ pollIntervalMs }: { pollIntervalMs?: number } = {}) =>
  queryOptions({
    queryKey: authSessionQueryKey,
    queryFn: async () => {
      try {
        return validateAuthSession(await getAuthSession())
      } catch (error) {
        reportAuthError('CLIENT_SESSION_ERROR', (error as Error).message)
        return null
      }
    },
    staleTime: 30_000,
    // The session, unlike other data, is re-checked when the window regains focus (§R4).
    refetchOnWindowFocus: true,
    refetchInterval: pollIntervalMs !== undefined && pollIntervalMs > 0 ? pollIntervalMs : false,
    refetchIntervalInBackground: false,
  })

/** GET /customer/profile, only for a signed-in member; retried up to 10 times (§R6). */
export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: customerProfileQueryKey,
    queryFn: () => getCustomerProfile(),
    retry: profileRetryCount,
    retryDelay: profileRetryDelayMs,
    // After the last retry the member is sent home; components mounting there (the hero's greeting)
    // must not start the 11 tries again (§R6: retried up to 10 times).
    retryOnMount: false,
    staleTime: 60_000,
  })

/**
 * The session, and a member's profile, in the cache before the page renders (the root loader): the
 * server's render then shows the member's header and greeting as the browser's first render will.
 * Without it the server rendered them still loading while the answers, streamed after the HTML,
 * reached the browser before hydration, and React rendered the page again (#418), losing clicks.
 * On the server a failed profile is not retried (the page would wait 10 s).
 */
export async function preloadMemberSession(queryClient: QueryClient, pathname: string) {
  const session = await queryClient.ensureQueryData(authSessionQueryOptions())
  // In the browser the page's own components fetch the profile, with its retries and no second round
  // after it failed (§R6); only the server's render needs it beforehand.
  if (typeof window !== 'undefined' || !profileFetchEnabled(authStatusOf(session, false), pathname)) return
  await queryClient.prefetchQuery({ ...customerProfileQueryOptions(), retry: 0 })
  // A profile the server could not have is left to the browser, which renders it loading as the server
  // did and makes its own tries before sending the member home.
  if (queryClient.getQueryState(customerProfileQueryKey)?.status === 'error') queryClient.removeQueries({ queryKey: customerProfileQueryKey })
}
