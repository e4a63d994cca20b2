// The one way feature code sends an analytics event: `useTrackEvent()`. Events sent before the
// analytics runtime has loaded wait here (at most 50) and are passed on when it attaches.
import { useCallback } from 'react'
import type { AnalyticsEventMap, AnalyticsEventName } from '@contracts/analytics/analytics-catalogue'

type Tracker = { track<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name]): void }
type Pending = { name: AnalyticsEventName; data: AnalyticsEventMap[AnalyticsEventName] }

const maxPending = 50
let attached: Tracker | undefined
const pending: Pending[] = []

export function trackEvent<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name]) {
  if (attached) return attached.track(name, data)
  if (pending.length < maxPending) pending.push({ name, data })
}

/** Called by the runtime once it runs; answers how to detach. */
export function attachTracker(tracker: Tracker) {
  attached = tracker
  for (const event of pending.splice(0)) tracker.track(event.name, event.data as never)
  return () => {
    if (attached === tracker) attached = undefined
  }
}

export function useTrackEvent() {
  return useCallback(<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name]) => trackEvent(name, data), [])
}
