// The TanStack Query client with the data-cache defaults of §R9.
import { QueryClient } from '@tanstack/react-query'

export const dataCache = {
  errorRetryMs: 5_000,
  errorRetrySlowMs: 10_000,
  dedupeMs: 2_000,
  focusThrottleMs: 5_000,
  slowAfterMs: 3_000,
  slowAfterSlowNetworkMs: 5_000,
} as const

type NetworkInformationLike = { effectiveType?: string; saveData?: boolean }

/** A slow network is what the browser reports as 2G or data saving; the server never is. */
export function isSlowNetwork(connection: NetworkInformationLike | undefined = browserConnection()) {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g'
}

function browserConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection
}

export function errorRetryDelay(slow = isSlowNetwork()) {
  return slow ? dataCache.errorRetrySlowMs : dataCache.errorRetryMs
}

/** After how long a pending request counts as slow (for loading hints). */
export function slowRequestAfter(slow = isSlowNetwork()) {
  return slow ? dataCache.slowAfterSlowNetworkMs : dataCache.slowAfterMs
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Identical requests within the dedupe window share one answer.
        staleTime: dataCache.dedupeMs,
        // The server renders once and shows the error page; retrying is the browser's job.
        retry: (failureCount, error) => typeof window !== 'undefined' && failureCount < 3 && !isClientError(error),
        retryDelay: () => errorRetryDelay(),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
      },
      mutations: { retry: false },
    },
  })
}

/** 4xx answers are final: retrying a bad request or a missing session cannot succeed. */
function isClientError(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}
