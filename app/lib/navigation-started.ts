// Whether the traveller has navigated since the page loaded, for code that waits for a first use
// (./lazy-on-interaction.ts). Apart from it, so the entry (the site frame tells it) carries only these lines.
let navigated = false
const waiting = new Set<() => void>()

/** Called when a navigation starts (the site frame listens to the router): runs and forgets every `onNavigation` callback. */
export function markNavigation() {
  navigated = true
  for (const run of waiting) run()
  waiting.clear()
}

export function hasNavigated() {
  return navigated
}

/** Runs `run` at the next navigation; returns the way to cancel it. */
export function onNavigation(run: () => void) {
  waiting.add(run)
  return () => void waiting.delete(run)
}
