// The browser side of a member's session or of error cookies, loaded by ./session-runtime.tsx when there is
// one: has-account cookie, session re-check before expiry, the inactivity dialogs with cross-tab sign-out,
// error cookies' banners and the sign-out or error route that a troubled session leads to (§R2, §R3,
// §R4, §R9).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { refreshAuthSession } from '@server/auth/auth.functions'
import { clearingErrorCookies, readErrorCookies, scheduleErrorCookieClearing, type ErrorCookieCode } from '@server/auth/error-cookies'
import { sessionRecheckDelay } from './auth-status'
import { hasAccountCookie } from './has-account-cookie'
import { createInactivityMonitor, scheduleErrorSignOut, type InactivityPhase } from './inactivity'
import { inactivityFlagged, sessionErrorAction, sessionErrorRoute } from './session-alerts'
import { defaultSessionDialogs } from './session-dialog-content'
import { SessionErrorBanner } from './session-error-banner'
import { authSessionQueryKey, authSessionQueryOptions } from './session.queries'
import { pageContentQueryOptions, siteShellQueryOptions } from '~/features/site-config/site.queries'

// Loaded when a dialog is due, so pages do not carry the dialog code on first load. (The error banner
// is small and part of the page: a second lazy chunk made the bundler split React out of the entry,
// which cost more first-load bytes than the banner itself.)
const SessionDialogs = lazy(() => import('./session-dialogs').then((module) => ({ default: module.SessionDialogs })))

/** Sign-out code is fetched when a session has to end, as the header's Log out button does. */
const signOut = (callbackUrl?: string) => import('./use-sign-out').then((module) => module.signOut(callbackUrl))

/** Mounted by ./session-runtime.tsx for a signed-in member or when error cookies are there. */
export function ActiveSessionRuntime() {
  const dialogs = useSessionDialogContent()
  const { data: session } = useQuery(authSessionQueryOptions())
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<InactivityPhase>('active')
  const monitor = useRef<ReturnType<typeof createInactivityMonitor> | undefined>(undefined)
  // The site's configured idle time (site config inactivityIdleMs), else §R9's 780000 ms.
  const { data: idleMs } = useQuery({ ...siteShellQueryOptions(), select: (shell) => shell.site.inactivityIdleMs })
  const authenticated = session?.status === 'authenticated'
  const expires = session?.status === 'authenticated' ? session.data.expires : undefined
  const errorCodes = useErrorCookies()
  const errorAction = sessionErrorAction(session)

  useEffect(() => {
    // Signed out on the way, so the error page does not find the broken session again.
    if (errorAction === 'error-route') void signOut(sessionErrorRoute)
  }, [errorAction])

  useEffect(() => {
    if (!authenticated) return
    document.cookie = hasAccountCookie(window.location.protocol === 'https:')
    // Each renewal (the first as the page starts) answers the session: one that ended meanwhile (another
    // tab signed out while this page loaded, the server's idle or absolute limit passed) signs this tab out too.
    const renewServerSession = () =>
      void refreshAuthSession().then((fresh) => {
        queryClient.setQueryData(authSessionQueryKey, fresh)
        if (fresh.status !== 'authenticated') current.signOut()
      })
    const current = createInactivityMonitor({
      idleMs,
      storage: () => window.localStorage,
      target: window,
      onPhaseChange: setPhase,
      onSignOut: () => void signOut(),
      onServerRenewal: renewServerSession,
    })
    monitor.current = current
    // An expiry this tab (before a reload) or another tab already reached is not forgotten.
    current.start({ flagged: inactivityFlagged(() => window.localStorage) })
    return () => {
      current.stop()
      monitor.current = undefined
    }
  }, [authenticated, idleMs, queryClient])

  useEffect(
    () => scheduleErrorSignOut({ authenticated, errorCookies: errorCodes.length > 0, sessionError: errorAction === 'sign-out', inactive: false }, () => void signOut()),
    [authenticated, errorCodes.length, errorAction],
  )

  useEffect(() => {
    if (!expires) return
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: authSessionQueryKey }), sessionRecheckDelay(expires))
    return () => clearTimeout(timer)
  }, [expires, queryClient])

  return (
    <>
      <SessionErrorBanner codes={errorCodes} />
      {authenticated && phase !== 'active' && (
        <Suspense fallback={null}>
          <SessionDialogs
            phase={phase}
            content={dialogs}
            onSignOut={() => monitor.current?.signOut()}
            onExtend={() => monitor.current?.extend()}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * The error cookies' banner codes: read from document.cookie on every render (a route change renders
 * again), shown until the timeout clears them. The clearing stays scheduled while the same cookies
 * are shown, so a route change does not restart it.
 */
const errorCookieListeners = new Set<() => void>()
const subscribeToErrorCookies = (listener: () => void) => {
  errorCookieListeners.add(listener)
  return () => errorCookieListeners.delete(listener)
}
const errorCookieSnapshot = () => readErrorCookies(document.cookie)?.descriptions.join(',') ?? ''

function clearErrorCookies() {
  for (const cookie of clearingErrorCookies()) document.cookie = cookie
  for (const listener of errorCookieListeners) listener()
}

function useErrorCookies(): ErrorCookieCode[] {
  useLocation({ select: (location) => location.pathname })
  const key = useSyncExternalStore(subscribeToErrorCookies, errorCookieSnapshot, () => '')
  useEffect(() => {
    const found = readErrorCookies(document.cookie)
    if (!found) return
    for (const message of found.logMessages) console.warn(`Session error: ${message}`)
    // Log messages alone have nothing to show: they go at once.
    if (found.descriptions.length === 0) return clearErrorCookies()
    return scheduleErrorCookieClearing(clearErrorCookies)
  }, [key])
  return useMemo(() => (key ? (key.split(',') as ErrorCookieCode[]) : []), [key])
}

/** The dialogs' texts come from site content (the shared page 'default'); built-in texts until it loads. */
function useSessionDialogContent(): typeof defaultSessionDialogs {
  const { data } = useQuery({ ...pageContentQueryOptions('default'), select: (content) => content.dialogs })
  return {
    sessionIsAboutToExpireDialog: data?.sessionIsAboutToExpireDialog ?? defaultSessionDialogs.sessionIsAboutToExpireDialog,
    expiredSessionDialog: data?.expiredSessionDialog ?? defaultSessionDialogs.expiredSessionDialog,
  }
}
