// Where feature code's analytics events wait (at most 50) until the runtime attaches. Free of React,
// so the lazily loaded runtime does not pull React into its own chunk.
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
