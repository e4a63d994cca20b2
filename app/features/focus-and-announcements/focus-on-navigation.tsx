// After a navigation to another page, the keyboard starts from the new page's main landmark: otherwise the
// focus stays on the link that was followed (or falls to the document when it is gone), and the next Tab
// lands wherever that link stood on the old page. A page that moved the focus into its content keeps it.
// A page that names where its content starts (`arrivalFocus`: the count of a search's results) gets the
// focus there, and a screen reader reads it as it takes the focus: the answer to the search, not an unnamed
// landmark (issue 43 item 14), said once (the announcer does not say it again). Any other page says its h1
// as the keyboard arrives at its main landmark, which is all a screen reader would say otherwise (an offer,
// a checkout, a trip).
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { announce } from './page-announcer'
import { mainContentId } from './skip-link'

/**
 * Props of the element a page's arrival focuses (a heading with tabIndex -1, a booking's confirmation named by
 * its title): read as the focus reaches it, so not said again by the announcer.
 */
export const arrivalFocus = { 'data-arrival-focus': '' } as const

export function FocusOnNavigation() {
  const router = useRouter()
  useEffect(() => {
    let followed: Element | null = null
    const stopBefore = router.subscribe('onBeforeNavigate', () => {
      followed = document.activeElement
    })
    const stopResolved = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return
      // After the new page is painted: when the route resolves, the old page may still be on screen.
      requestAnimationFrame(() => {
        const main = document.getElementById(mainContentId)
        const focused = document.activeElement
        const pageMovedIt = focused && focused !== document.body && focused !== followed && main?.contains(focused)
        if (!main || pageMovedIt) return
        const arrival = main.querySelector<HTMLElement>('[data-arrival-focus]')
        if (!arrival) {
          main.focus({ preventScroll: true })
          // The landmark has no name of its own: the page's heading says where the keyboard arrived.
          const title = main.querySelector('h1')?.textContent?.trim()
          if (title) announce(title)
          return
        }
        arrival.focus()
      })
    })
    return () => {
      stopBefore()
      stopResolved()
    }
  }, [router])
  return null
}
