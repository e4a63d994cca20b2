import type { ErrorComponentProps } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { pageErrorTypeForFailure } from '~/features/site-context/failure-status'
import { trackErrorPageLoadStarted } from './error-tracking'

const PageErrorScreen = lazy(() => import('./page-error-screen').then((module) => ({ default: module.PageErrorScreen })))

const subscribeToNothing = () => () => {}

/**
 * An uncaught runtime error replaces the page with the generic error page of type unknown, in a
 * region labelled "Runtime error" (§R2). A server call that failed on our side (5xx, known
 * in the browser only) shows the `server` type instead. Travellers never see the error's details.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  // The server render and hydration always agree on `unknown`; the status is a browser-side mark.
  const type = useSyncExternalStore(subscribeToNothing, () => pageErrorTypeForFailure(error), () => 'unknown' as const)
  useEffect(() => {
    console.error(error)
    trackErrorPageLoadStarted()
  }, [error])
  return (
    <Suspense fallback={null}>
      <PageErrorScreen type={type} runtime={type === 'unknown'} onRetry={reset} />
    </Suspense>
  )
}
