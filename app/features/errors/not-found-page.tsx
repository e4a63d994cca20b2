import { Suspense, lazy } from 'react'

const PageErrorScreen = lazy(() => import('./page-error-screen').then((module) => ({ default: module.PageErrorScreen })))

/** The 404 page: an address that matches no page, or a page that says its subject does not exist. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <PageErrorScreen type="not-found" />
    </Suspense>
  )
}
