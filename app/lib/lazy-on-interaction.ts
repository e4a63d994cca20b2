// A component that is on screen from the first paint (rendered on the server) but whose code loads on the
// traveller's first pointer, focus, key or typing inside it, not with the page: until then React keeps the
// server's HTML in place (a dehydrated Suspense boundary), so a phone downloads nothing for it before it is
// used (docs/decisions/094). What the traveller does before the code arrives is not lost: what they type stays
// in the fields (the component reads it when it hydrates, see ./typed-before-hydration.ts), and a click
// (a tab, the date button, the search button, Enter in a field) is held back from the browser's own handling
// and replayed on the same element once the component has hydrated. React drops such a click by itself.
import { createElement, lazy, useLayoutEffect, type ComponentType } from 'react'
import { hasNavigated, onNavigation } from './navigation-started'

const starters = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const

/**
 * `lazy(load)`, but in the browser, on the first page, `load` waits until the traveller interacts inside
 * the element with `elementId` (an element outside the component's Suspense boundary that wraps it).
 * Give the component stable props (a `memo` parent): an update to a boundary that has not hydrated makes
 * React throw its server markup away. `holdClicks: false` for plain links and nothing else: the browser
 * follows them without the component's code, so a click need not wait for it. `eager`: the code loads at once
 * (the component is for some visitors only, a member's), and a click before it has hydrated is still replayed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy()
export function lazyOnInteraction<Component extends ComponentType<any>>(elementId: string, load: () => Promise<Component>, { holdClicks = true, eager = false } = {}) {
  const Lazy = lazy(async () => {
    // After a navigation the component is rendered by a client-side navigation and loads at once (the element
    // with its id may still be the previous page's).
    const element = typeof window === 'undefined' || hasNavigated() ? null : document.getElementById(elementId)
    if (!element) return { default: await load() }
    const Loaded = await whenUsed(element, load, holdClicks, eager)
    return { default: Loaded as unknown as Component }
  })
  if (!import.meta.env.SSR) return Lazy
  // The server loads the code as soon as the module declaring it is, and renders the component itself once it is
  // there: a render that suspended on it streams the component after the page, in markup only script reveals, so a
  // browser without script would show no search form (issue 43). The DOM is the same as the lazy one's.
  let loaded: Component | undefined
  void load().then((component) => (loaded = component))
  return ((props: object) => createElement((loaded ?? Lazy) as unknown as ComponentType<object>, props)) as unknown as typeof Lazy
}

function whenUsed<Component extends ComponentType<object>>(element: HTMLElement, load: () => Promise<Component>, holdClicks: boolean, eager: boolean) {
  return new Promise<ComponentType<object>>((resolve) => {
    let hydrated = false
    let started = false
    let pendingClick: HTMLElement | undefined
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
    const begin = () => {
      if (started) return
      started = true
      forgetNavigation()
      void load().then((Component) => resolve(hydratedWith(Component)))
    }
    const start = (event: Event) => {
      if (inside(event)) begin()
    }
    const holdClick = (event: MouseEvent) => {
      if (!inside(event) || hydrated) return
      // The browser would submit the form natively or follow a link; React would drop the click.
      event.preventDefault()
      pendingClick = event.target instanceof HTMLElement ? event.target : undefined
      begin()
    }
    const stop = () => {
      for (const type of starters) window.removeEventListener(type, start, true)
      window.removeEventListener('click', holdClick, true)
    }
    const hydratedWith = (Component: Component) =>
      function HydratedOnInteraction(props: object) {
        useLayoutEffect(() => {
          hydrated = true
          stop()
          const click = pendingClick
          pendingClick = undefined
          // After the re-render that takes in what was typed (the fields' own layout effects), so the
          // replayed click (a search) sees it.
          if (click) setTimeout(() => click.isConnected && click.click())
        }, [])
        return createElement(Component, props)
      }
    for (const type of starters) window.addEventListener(type, start, { capture: true, passive: true })
    if (holdClicks) window.addEventListener('click', holdClick, true)
    // A navigation loads it too: the page is changing (the element may be leaving), and a navigation's render
    // waits for a boundary that has not hydrated (a filter on a results page would wait for the form's first use).
    const forgetNavigation = onNavigation(begin)
    // A field focused before the script arrived (a traveller who tabbed in while the page loaded) is a use already.
    if (eager || element.contains(document.activeElement)) begin()
  })
}
