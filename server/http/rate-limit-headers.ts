// The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy a route counts by and
// where the caller stands in it, so an integrator can slow down before it is answered 429.
import type { RateLimit } from './rate-limit-store.server'

/** A named limit as RateLimit-Policy announces it. */
export type RateLimitPolicy = RateLimit & { name: string }

/** `RateLimit-Policy` and `RateLimit` for a caller with `remaining` attempts left, reset in `resetSeconds`. */
export function rateLimitHeaders(policy: RateLimitPolicy, remaining: number, resetSeconds: number): Record<string, string> {
  return {
    'ratelimit-policy': `"${policy.name}";q=${policy.max};w=${policy.window}`,
    ratelimit: `"${policy.name}";r=${Math.max(0, remaining)};t=${Math.max(0, resetSeconds)}`,
  }
}
