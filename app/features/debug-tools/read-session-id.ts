// The session id as the debug dialog reads it (§R9.5 debug key read): loaded with the dialog, not with every page's
// first load, which carries only what sets the id (../session/session-id.ts; issue 40).
import { sessionIdSetEvent } from '~/features/session/session-id'

/** How long the debug dialog waits for the session id to be set before saying there is none (§R9.5 debug key read). */
export const debugKeyReadMs = 3000

/**
 * The session id for the debug dialog: at once when set, else the one announced by the next
 * session-id-set event within `debugKeyReadMs`, else undefined.
 */
export function readSessionId(target: EventTarget & { sessionId?: string }, read: () => string | undefined, waitMs = debugKeyReadMs): Promise<string | undefined> {
  const current = read() ?? target.sessionId
  if (current) return Promise.resolve(current)
  return new Promise((resolve) => {
    const onSet = (event: Event) => {
      clearTimeout(timer)
      resolve((event as CustomEvent<{ sessionId?: string }>).detail?.sessionId ?? target.sessionId)
    }
    const timer = setTimeout(() => {
      target.removeEventListener(sessionIdSetEvent, onSet)
      resolve(undefined)
    }, waitMs)
    target.addEventListener(sessionIdSetEvent, onSet, { once: true })
  })
}
