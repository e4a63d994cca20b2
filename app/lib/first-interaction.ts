// The traveller's first pointer, touch, key, focus or typing anywhere on the page, or a navigation: code that
// matters only from then on (the frame's listeners, the analytics runtime) waits for it instead of loading
// with the page, so a phone downloads nothing for it before it is used (docs/decisions/099).
import { hasNavigated, onNavigation } from './navigation-started'

const starters = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const
let first: Promise<void> | undefined
// Keys pressed before the code they started arrives (Shift, then 6: the debug shortcut), for that code to answer.
const maxEarlyKeys = 10
let earlyKeys: KeyboardEvent[] | undefined
const keepKey = (event: KeyboardEvent) => {
  if (earlyKeys && earlyKeys.length < maxEarlyKeys) earlyKeys.push(event)
}

/** Resolves at the first interaction (at once after a navigation); the same promise for every caller. */
export function firstInteraction(): Promise<void> {
  first ??= new Promise<void>((resolve) => {
    if (hasNavigated()) return resolve()
    earlyKeys = []
    window.addEventListener('keydown', keepKey, true)
    const done = () => {
      for (const type of starters) window.removeEventListener(type, done, true)
      forgetNavigation()
      resolve()
    }
    for (const type of starters) window.addEventListener(type, done, { capture: true, passive: true })
    const forgetNavigation = onNavigation(() => done())
  })
  return first
}

/** The keys pressed since the page started waiting, once: the code the first interaction loaded may still answer them. */
export function takeEarlyKeys(): KeyboardEvent[] {
  const keys = earlyKeys ?? []
  earlyKeys = undefined
  window.removeEventListener('keydown', keepKey, true)
  return keys
}
