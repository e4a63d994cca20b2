// Mounted once in the root route: loads the analytics runtime when the browser is idle after
// hydration, so no page carries it in its first-load JavaScript.
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

export function AnalyticsRoot() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const load = () =>
      void import('./analytics-runtime').then(({ startAnalytics }) => {
        if (!cancelled) stop = startAnalytics({ router, queryClient })
      })
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 })
    const timer = idle === undefined ? window.setTimeout(load, 1) : undefined
    return () => {
      cancelled = true
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
      stop?.()
    }
  }, [router, queryClient])
  return null
}
