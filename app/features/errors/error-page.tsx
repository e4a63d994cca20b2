import type { ErrorComponentProps } from '@tanstack/react-router'
import { Suspense, lazy, useEffect } from 'react'
import { trackErrorPageLoadStarted } from './error-tracking'

const PageErrorScreen = lazy(() => import('./page-error-screen').then((module) => ({ default: module.PageErrorScreen })))

/**
 * An uncaught runtime error replaces the page with the generic error page of type unknown, in a
 * region labelled "Runtime error" (SPEC.md §2). Travellers never see the error's details.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error)
    trackErrorPageLoadStarted()
  }, [error])
  return (
    <Suspense fallback={null}>
      <PageErrorScreen type="unknown" runtime onRetry={reset} />
    </Suspense>
  )
}
