// The client-side "site context" pieces of §R3 that the network interceptor feeds: the
// interceptor error, the car search's pick-up and drop-off hours flags, the silent-request flag
// and the data-loaded flag. A tiny external store (no provider needed) with a hook for pages.
import { useSyncExternalStore } from 'react'
import type { ApiErrorObject } from '@contracts/api/api-error'

export type InterceptorError = { error?: ApiErrorObject; message: string; status: number }

export type SiteContextState = {
  interceptorError?: InterceptorError
  /** E1001019: the pick-up location is closed at the chosen time. */
  pickUpHoursNotWorking: boolean
  /** E1001032 or E1001016: the drop-off location is closed then, or the drop-off date is invalid. */
  dropOffHoursNotWorking: boolean
  /** While true, failed calls show no banner (a page's background work). */
  silentRequest: boolean
  /** Set on every server answer (§R8). */
  dataLoaded: boolean
}

export const initialSiteContext: SiteContextState = { pickUpHoursNotWorking: false, dropOffHoursNotWorking: false, silentRequest: false, dataLoaded: true }

export type SiteContextStore = {
  get: () => SiteContextState
  update: (change: Partial<SiteContextState>) => void
  subscribe: (listener: () => void) => () => void
}

export function createSiteContextStore(initial: SiteContextState = initialSiteContext): SiteContextStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    update(change) {
      const next = { ...state, ...change }
      if ((Object.keys(change) as (keyof SiteContextState)[]).every((key) => Object.is(next[key], state[key]))) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The browser's one store. Server renders never write to it (it would be shared by every request). */
export const siteContext = createSiteContextStore()

/** Reads a piece of the site context and re-renders when it changes; server renders see the initial state. */
export function useSiteContext<T>(select: (state: SiteContextState) => T): T {
  return useSyncExternalStore(
    siteContext.subscribe,
    () => select(siteContext.get()),
    () => select(initialSiteContext),
  )
}

export function clearInterceptorError() {
  siteContext.update({ interceptorError: undefined })
}
