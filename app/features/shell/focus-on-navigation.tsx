// After a navigation to another page, the keyboard starts from the new page's main landmark: otherwise the
// focus stays on the link that was followed (or falls to the document when it is gone), and the next Tab
// lands wherever that link stood on the old page. A page that moved the focus into its content keeps it.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { mainContentId } from './skip-link'

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
        if (main && !pageMovedIt) main.focus({ preventScroll: true })
      })
    })
    return () => {
      stopBefore()
      stopResolved()
    }
  }, [router])
  return null
}
