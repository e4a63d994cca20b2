// A line's offer, checkout or compare page that cannot show what its address asks for: its content
// (./offer-unavailable-content.tsx, with the line texts and the error layout) loads only when shown, so
// the offers' and checkouts' first loads carry neither (docs/decisions/088). The server renders it in
// full; in the browser its markup stays until the code is there.
import { Suspense, lazy, type ComponentProps } from 'react'

const OfferUnavailableContent = lazy(() => import('./offer-unavailable-content').then((module) => ({ default: module.OfferUnavailableContent })))

export function OfferUnavailable(props: ComponentProps<typeof OfferUnavailableContent>) {
  return (
    <Suspense fallback={null}>
      <OfferUnavailableContent {...props} />
    </Suspense>
  )
}
