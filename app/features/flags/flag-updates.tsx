// Mounted once in the root: when the browser is idle after hydration it loads the flag listener (its
// own small chunk), which fetches the given queries (the site shell, whose `flags` the pages read)
// and the development page's list again whenever flags change, so an open page shows or hides a
// feature without a reload (issue 7).
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

/** The /dev/flags page's list (flags.queries.ts), kept here so the root does not load that module. */
export const editableFlagsQueryKey = ['feature-flags'] as const

export function FlagUpdates({ refetch }: { refetch: QueryKey[] }) {
  const queryClient = useQueryClient()
  const keys = JSON.stringify(refetch)
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const onChange = () => {
      for (const queryKey of [...(JSON.parse(keys) as QueryKey[]), editableFlagsQueryKey]) void queryClient.invalidateQueries({ queryKey })
    }
    const load = () =>
      void import('./flag-stream').then(({ listenForFlagChanges }) => {
        if (!cancelled) stop = listenForFlagChanges(`${import.meta.env.BASE_URL}api/flags/stream`, onChange)
      })
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 })
    const timer = idle === undefined ? window.setTimeout(load, 1) : undefined
    return () => {
      cancelled = true
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
      stop?.()
    }
  }, [queryClient, keys])
  return null
}
