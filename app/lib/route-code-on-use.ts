// A step's next page code, loaded while the traveller reads the step, so that pressing on (Book, Continue) asks the
// platform at once. A route's loader and page are one chunk (issue 40), which imports the page's modules: until that
// code has arrived and run, the loader cannot start, and the press waited for the code, then the platform's answer,
// then the page's own parts, one after the other. On two busy cores that was 7–14 s in which the offer page stood
// still after Book was pressed (a Book link must never seem to do nothing).
import { useRouter, type RegisteredRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { firstInteraction } from './first-interaction'

/**
 * Loads the code of the route `routeId` (its loader and page, not its data: a checkout's quote is priced for the
 * traveller when they press) at the traveller's first use of the page, at once when they came by a navigation
 * (./first-interaction.ts), so a page's first load downloads nothing more.
 */
export function useRouteCodeOnUse(routeId: keyof RegisteredRouter['routesById']) {
  const router = useRouter()
  useEffect(() => {
    let current = true
    void firstInteraction().then(() => {
      // A chunk that fails to load is fetched again by the navigation that needs it.
      if (current) router.loadRouteChunk(router.routesById[routeId])?.catch(() => undefined)
    })
    return () => {
      current = false
    }
  }, [router, routeId])
}
