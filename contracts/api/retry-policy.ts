// The API's one retry policy (issue 41 "retries with a deadline"; docs/api/guides.md *Retries*): how
// often and how far apart a caller tries a call again, and the deadline that bounds the whole call
// for the caller and the server's own retries of the travel platform alike. The client
// (packages/client) follows it; the server's upstream retries (server/upstream/retry-policy.ts) stop
// within its `serverRetryWithinMs`, and a 503 tells the caller the rest in `Retry-After`.

/** Milliseconds a caller waits for one call at most, every try and pause included (a booking too). */
const deadlineMs = 15_000

/**
 * Milliseconds within which the server starts its last retry of the travel platform: a booking's
 * second attempt (10 s after its first, §R9.8) fits, a third does not.
 */
const serverRetryWithinMs = 11_000

/** A 503's `Retry-After` once the server has retried: long enough that a caller who began with the call is past its deadline, so it hears the 503 rather than waiting out a second round. */
const unavailableRetryAfterSeconds = 5

export const apiRetryPolicy = {
  /** Tries of one call in all, the first included, when repeating it cannot do it twice. */
  attempts: 3,
  /** Milliseconds before retry `retry` (1, 2, …) when the answer named no Retry-After: 500, then 1000. */
  backoffMs: (retry: number) => 500 * 2 ** (retry - 1),
  deadlineMs,
  serverRetryWithinMs,
  unavailableRetryAfterSeconds,
  /** Statuses worth another try: the call may not have been served, or was refused for now. */
  retryableStatuses: [429, 502, 503, 504],
} as const
