// The one way feature code sends an analytics event the route and data cannot tell (a click on a
// vehicle listing item, extras displayed): `const track = useTrackEvent(); track(name, data)`.
import { useCallback } from 'react'
import type { AnalyticsEventMap, AnalyticsEventName } from '@contracts/analytics/analytics-catalogue'
import { trackEvent } from './analytics-queue'

export function useTrackEvent() {
  return useCallback(<Name extends AnalyticsEventName>(name: Name, data: AnalyticsEventMap[Name]) => trackEvent(name, data), [])
}
