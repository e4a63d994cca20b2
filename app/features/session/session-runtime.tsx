// Runs the browser side of the session, mounted once by the site frame whether or not the header is shown:
// session ids for every visitor, and for a signed-in member or error cookies (§R2, §R3, §R4, §R9) the
// rest, ./active-session-runtime.tsx, loaded only then: an anonymous visitor's pages do not carry the
// inactivity machine, the re-check and the banners (docs/decisions/094). Neither renders anything on the
// server or in the first render in the browser, so hydration is the same for both (decision 076's amendments).
import { useQuery } from '@tanstack/react-query'
import { ClientOnly, useLocation } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { errorCookieNames } from '@server/auth/error-cookie-names'
import { ensureApiSessionId, ensureSessionId } from './session-id'
import { authSessionQueryOptions } from './session.queries'

const ActiveSessionRuntime = lazy(() => import('./active-session-runtime').then((module) => ({ default: module.ActiveSessionRuntime })))

declare global {
  interface Window {
    sessionId?: string
  }
}

const hasErrorCookie = () => document.cookie.split(/;\s*/).some((cookie) => errorCookieNames.includes(cookie.slice(0, cookie.indexOf('='))))
// Read again on every render (a navigation renders the frame again); nothing to subscribe to.
const subscribeToNothing = () => () => undefined

export function SessionRuntime() {
  const { data: session } = useQuery(authSessionQueryOptions())
  // Error cookies come with a page or a navigation (a server flow that failed): looked for on each.
  useLocation({ select: (location) => location.pathname })
  const errorCookies = useSyncExternalStore(subscribeToNothing, hasErrorCookie, () => false)

  useEffect(() => {
    ensureSessionId({ storage: () => window.sessionStorage, target: window })
    ensureApiSessionId(() => window.sessionStorage)
  }, [])

  if (session?.status !== 'authenticated' && !errorCookies) return null
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <ActiveSessionRuntime />
      </Suspense>
    </ClientOnly>
  )
}
