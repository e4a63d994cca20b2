// Query options for the auth session and the member's customer profile.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { getAuthSession, getCustomerProfile, getMemberSummary } from '@server/auth/auth.functions'
import { memberSummaryOf } from '@server/auth/member-summary'
import { authStatusOf, validateAuthSession } from './auth-status'
import { profileFetchEnabled, profileRetryCount } from './member-profile'
import { reportAuthError } from './report-auth-error'

export const authSessionQueryKey = ['auth-session'] as const
export const customerProfileQueryKey = ['customer-profile'] as const
/** Under the profile's key, so what invalidates or removes the profile (a booking, a cancellation) does the summary too. */
export const memberSummaryQueryKey = [...customerProfileQueryKey, 'summary'] as const
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
 * What every member page shows of the profile (the greeting, the balance): asked like the profile (§R6's
 * retries), but only this small part is in a page's HTML (issue 40).
 */
export const memberSummaryQueryOptions = () =>
  queryOptions({
    queryKey: memberSummaryQueryKey,
    queryFn: () => getMemberSummary(),
    retry: profileRetryCount,
    retryDelay: profileRetryDelayMs,
    retryOnMount: false,
    staleTime: 60_000,
  })

/**
 * The pages whose components read more of the profile than its summary: checkout (traveller details, paying
 * with points), confirmations, My Profile and a booking's pages. Their server render has the whole profile;
 * every other page's only the summary.
 */
export function pageReadsWholeProfile(pathname: string) {
  return /\/(checkout|confirmation|my-profile|reservations)(\/|$)/.test(pathname)
}

/**
 * The session, and a member's profile summary (the whole profile on pageReadsWholeProfile's pages), in the cache before the page renders (the root loader): the
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
  const whole = pageReadsWholeProfile(pathname)
  if (whole) await queryClient.prefetchQuery({ ...customerProfileQueryOptions(), retry: 0 })
  else await queryClient.prefetchQuery({ ...memberSummaryQueryOptions(), retry: 0 })
  // The header's summary on those pages is the profile's, not a second call.
  const profile = whole ? queryClient.getQueryData(customerProfileQueryOptions().queryKey) : undefined
  if (profile) queryClient.setQueryData(memberSummaryQueryOptions().queryKey, memberSummaryOf(profile))
  // A profile the server could not have is left to the browser, which renders it loading as the server
  // did and makes its own tries before sending the member home.
  const queryKey = whole ? customerProfileQueryKey : memberSummaryQueryKey
  if (queryClient.getQueryState(queryKey)?.status === 'error') queryClient.removeQueries({ queryKey, exact: true })
}
