// The not-found screen of a line's routes, loaded only when shown: the router preloads a matched
// route's not-found component with the page, so its content would otherwise ride on every first load.
import type { NotFoundRouteProps } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'

const LineUnavailableContent = lazy(() => import('./line-unavailable-content').then((module) => ({ default: module.LineUnavailableContent })))

export function LineNotFound(props: NotFoundRouteProps) {
  return (
    <Suspense fallback={null}>
      <LineUnavailableContent {...props} />
    </Suspense>
  )
}
