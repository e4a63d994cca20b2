// Runs the browser side of the session: session ids, has-account cookie, session re-check before
// expiry, and the inactivity dialogs with cross-tab sign-out (SPEC.md §3, §4, §9).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { refreshAuthSession } from '@server/auth/auth.functions'
import { sessionRecheckDelay } from './auth-status'
import { hasAccountCookie } from './has-account-cookie'
import { createInactivityMonitor, type InactivityPhase } from './inactivity'
import { defaultSessionDialogs } from './session-dialog-content'

// Loaded when a dialog is due, so pages do not carry the dialog code on first load.
const SessionDialogs = lazy(() => import('./session-dialogs').then((module) => ({ default: module.SessionDialogs })))
import { ensureApiSessionId, ensureSessionId } from './session-id'
import { authSessionQueryKey, authSessionQueryOptions } from './session.queries'
import { signOut } from './use-sign-out'
import { pageContentQueryOptions } from '~/features/shell/shell.queries'

declare global {
  interface Window {
    sessionId?: string
    /** Sites (and tests) may shorten the idle time before the first dialog. */
    rewardsInactivityIdleMs?: number
  }
}

/** Mounted once by the site frame, whether or not the header is shown. */
export function SessionRuntime() {
  const dialogs = useSessionDialogContent()
  const { data: session } = useQuery(authSessionQueryOptions())
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<InactivityPhase>('active')
  const monitor = useRef<ReturnType<typeof createInactivityMonitor> | undefined>(undefined)
  const authenticated = session?.status === 'authenticated'
  const expires = session?.status === 'authenticated' ? session.data.expires : undefined

  useEffect(() => {
    ensureSessionId({ storage: () => window.sessionStorage, target: window })
    ensureApiSessionId(() => window.sessionStorage)
  }, [])

  useEffect(() => {
    if (!authenticated) return
    document.cookie = hasAccountCookie(window.location.protocol === 'https:')
    const current = createInactivityMonitor({
      idleMs: window.rewardsInactivityIdleMs,
      storage: () => window.localStorage,
      target: window,
      onPhaseChange: setPhase,
      onSignOut: () => void signOut(),
    })
    monitor.current = current
    current.start()
    return () => {
      current.stop()
      monitor.current = undefined
    }
  }, [authenticated])

  useEffect(() => {
    if (!expires) return
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: authSessionQueryKey }), sessionRecheckDelay(expires))
    return () => clearTimeout(timer)
  }, [expires, queryClient])

  if (!authenticated || phase === 'active') return null
  return (
    <Suspense fallback={null}>
      <SessionDialogs
      phase={phase}
      content={dialogs}
      onSignOut={() => monitor.current?.signOut()}
      onExtend={() => {
        monitor.current?.extend()
        void refreshAuthSession().then((fresh) => queryClient.setQueryData(authSessionQueryKey, fresh))
      }}
      />
    </Suspense>
  )
}

/** The dialogs' texts come from site content (the shared page 'default'); built-in texts until it loads. */
function useSessionDialogContent(): typeof defaultSessionDialogs {
  const { data } = useQuery({ ...pageContentQueryOptions('default'), select: (content) => content.dialogs })
  return {
    sessionIsAboutToExpireDialog: data?.sessionIsAboutToExpireDialog ?? defaultSessionDialogs.sessionIsAboutToExpireDialog,
    expiredSessionDialog: data?.expiredSessionDialog ?? defaultSessionDialogs.expiredSessionDialog,
  }
}
