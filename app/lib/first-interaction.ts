// The traveller's first pointer, touch, key, focus or typing anywhere on the page, or a navigation: code that
// matters only from then on (the frame's listeners, the analytics runtime) waits for it instead of loading
// with the page, so a phone downloads nothing for it before it is used (docs/decisions/099).
import { hasNavigated, onNavigation } from './navigation-started'

const starters = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const
let first: Promise<void> | undefined
let startedBy: Event | undefined

/** Resolves at the first interaction (at once after a navigation); the same promise for every caller. */
export function firstInteraction(): Promise<void> {
  first ??= new Promise<void>((resolve) => {
    if (hasNavigated()) return resolve()
    const done = (event?: Event) => {
      startedBy ??= event
      for (const type of starters) window.removeEventListener(type, done, true)
      forgetNavigation()
      resolve()
    }
    for (const type of starters) window.addEventListener(type, done, { capture: true, passive: true })
    const forgetNavigation = onNavigation(() => done())
  })
  return first
}

/** The event that was the first interaction (a key press the code it loaded may still answer), if any. */
export function firstInteractionEvent() {
  return startedBy
}
