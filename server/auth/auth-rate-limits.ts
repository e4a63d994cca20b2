// The limits better-auth counts calls under /api/auth by (its `rateLimit` settings, auth.server.ts),
// named as a 429's `RateLimit-Policy` says them, as the rest of the API does (guide *Errors*).
import type { RateLimitPolicy } from '../http/rate-limit-headers'

/** Issue 4: at most 3 sign-in attempts per 10 s per client. */
export const signInRateLimit = { window: 10, max: 3 }
/** Every other call under /api/auth. */
export const authRateLimit = { window: 60, max: 100 }

/** The limit a call to `path` (under /api/auth) is counted by. */
export function authRateLimitPolicyOf(path: string): RateLimitPolicy {
  return path.startsWith('/sign-in/') ? { name: 'sign-in', ...signInRateLimit } : { name: 'auth', ...authRateLimit }
}
