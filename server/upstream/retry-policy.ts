// How often and how far apart upstream calls are retried (§R9): reads with a short backoff,
// bookings 5 times 10 s apart (§R9.8), cancellations 10 times 5 s apart (§R9.9), always with the same
// idempotency key; and within how long, since the caller's request waits for them: the API's one
// deadline (contracts/api/retry-policy.ts, docs/decisions/136).

import { apiRetryPolicy } from '@contracts/api/retry-policy'
import { routeMetadataOf, type LxpRouteMetadata, type RetryKind } from '@contracts/lxp/route-metadata'

export type { RetryKind }

export type RetryPolicy = { attempts: number; delayMs: (retry: number) => number }

export const retryPolicies: Record<RetryKind, RetryPolicy> = {
  read: { attempts: 3, delayMs: (retry) => 250 * 2 ** (retry - 1) },
  booking: { attempts: 5, delayMs: () => 10_000 },
  cancellation: { attempts: 10, delayMs: () => 5_000 },
  none: { attempts: 1, delayMs: () => 0 },
}

/**
 * A retry starts only within this long of the call's first attempt (11 s), so the caller hears within
 * the API's 15 s deadline. A booking gets 2 of its 5 attempts, a cancellation 3 of its 10; the
 * caller's own retry, later, reuses the idempotency key.
 */
export const retryWithinMs = apiRetryPolicy.serverRetryWithinMs

/** Statuses worth another attempt: the upstream was busy or a gateway failed, not our request. */
export function isRetryableStatus(status: number) {
  return (apiRetryPolicy.retryableStatuses as readonly number[]).includes(status)
}

export function retryKindFor(method: string, metadata: unknown): RetryKind {
  const declared = routeMetadataOf({ metadata: metadata as LxpRouteMetadata | undefined }).retry
  if (declared) return declared
  return method === 'GET' ? 'read' : 'none'
}
