// A component below the fold whose code loads when its server-rendered markup nears the viewport, not
// right after hydration: until then React keeps the server's HTML in place (the Suspense boundary stays
// dehydrated), so the traveller sees the same page and the phone downloads less (docs/decisions/072).
import { lazy, type ComponentType } from 'react'

/** `lazy(load)`, but in the browser `load` waits until the element with `elementId` is within 200 px of the viewport. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy()
export function lazyWhenVisible<Component extends ComponentType<any>>(elementId: string, load: () => Promise<{ default: Component }>) {
  return lazy(() => (typeof window === 'undefined' ? load() : whenNearViewport(document.getElementById(elementId)).then(load)))
}

/** Resolves once the element nears the viewport; at once when it is not on the page (a client-side navigation). */
export function whenNearViewport(element: Element | null) {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
  })
}
