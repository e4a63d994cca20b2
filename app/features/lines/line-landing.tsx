// The landing sections as pages import them: rendered on the server with the page, their code loaded
// in the browser once their markup nears the viewport (docs/decisions/072), so a landing page's first
// load carries only the search form (docs/decisions/097).
import { Suspense, type ComponentProps } from 'react'
import { lazyWhenVisible } from '~/lib/lazy-when-visible'

// Must equal `landingSectionsId` of ./line-landing-sections.tsx (importing it would load that module with the page).
const LazySections = lazyWhenVisible('landing-sections', () => import('./line-landing-sections').then((module) => ({ default: module.LineLandingSections })))

export function LineLandingSections(props: ComponentProps<typeof LazySections>) {
  return (
    <Suspense fallback={null}>
      <LazySections {...props} />
    </Suspense>
  )
}
