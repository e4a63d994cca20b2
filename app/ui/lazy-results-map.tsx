// The results map as pages show it: its code (projection, label spreading, markers) loads when a map is
// shown, not with every results page (most show the list) or the hotel offer's first load; the server
// renders it in full, and in the browser its markup stays until the code is there (docs/decisions/088).
import { Suspense, lazy, type ComponentProps } from 'react'

const ResultsMapCode = lazy(() => import('./results-map').then((module) => ({ default: module.ResultsMap })))

export function ResultsMap(props: ComponentProps<typeof ResultsMapCode>) {
  return (
    <Suspense fallback={null}>
      <ResultsMapCode {...props} />
    </Suspense>
  )
}
