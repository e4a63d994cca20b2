// How often and how far apart upstream calls are retried (§R9): reads with a short backoff,
// bookings 5 times 10 s apart, cancellations 10 times 5 s apart, always with the same idempotency key;
// and within how long, since the traveller's request waits for them (docs/decisions/107).

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
 * A retry starts only within this long of the call's first attempt: the request that waits for it is
 * answered within about this long plus one attempt, under the 30 s most proxies allow. A booking gets
 * 3 of its 5 attempts, a cancellation 6 of its 10; the traveller's own retry reuses the idempotency key.
 */
export const retryWithinMs = 25_000

/** Statuses worth another attempt: the upstream was busy or a gateway failed, not our request. */
export function isRetryableStatus(status: number) {
  return status === 429 || status === 502 || status === 503 || status === 504
}

export function retryKindFor(method: string, metadata: unknown): RetryKind {
  const declared = routeMetadataOf({ metadata: metadata as LxpRouteMetadata | undefined }).retry
  if (declared) return declared
  return method === 'GET' ? 'read' : 'none'
}
