// Guards for auth calls that do not pass through better-auth's HTTP handler (server functions call
// `auth.api`, which better-auth neither rate-limits nor origin-checks).
import { clientAddressOf } from '../http/client-address'
import { memoryRateLimitStore, sharedRateLimitStore, type RateLimit } from '../http/rate-limit-store.server'
import { signInRateLimit } from './auth-rate-limits'

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  readonly status = 429
  readonly retryAfterSeconds: number
  /** The limit that was reached, for callers that announce it (RateLimit headers). */
  readonly limit: RateLimit | undefined
  constructor(retryAfterSeconds: number, limit?: RateLimit) {
    super('Too many attempts. Please wait a few seconds and try again.')
    this.retryAfterSeconds = retryAfterSeconds
    this.limit = limit
  }
}

export class ForbiddenOriginError extends Error {
  override name = 'ForbiddenOriginError'
  readonly status = 403
  constructor() {
    super('This request did not come from this site.')
  }
}

/**
 * A fixed-window counter per key: `max` attempts per `windowSeconds`, like better-auth's own.
 * `consume` rejects with TooManyRequestsError past the limit. Counters live in the process's shared
 * store (PostgreSQL or Redis with several instances, memory otherwise); a given clock keeps them in
 * memory, for tests.
 */
export function createRateLimiter(limit: RateLimit, now?: () => number) {
  const local = now ? memoryRateLimitStore(now) : undefined
  return {
    async consume(key: string): Promise<void> {
      const decision = await (local ?? (await sharedRateLimitStore())).consume(key, limit)
      if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterSeconds, limit)
    },
  }
}

const signInLimiter = createRateLimiter(signInRateLimit)
const providerClientLimiter = createRateLimiter({ window: signInRateLimit.window, max: 20 })

/** The client's address: the socket's, or X-Forwarded-For's through a proxy in TRUSTED_PROXIES. */
export { clientAddressOf as clientAddress }

export async function limitSignIn(request: Request, action: string) {
  await signInLimiter.consume(`${action}:${clientAddressOf(request)}`)
}

/**
 * The provider's own form: 3 attempts per 10 s per client for each member, and at most 20 per 10 s
 * per client overall (docs/decisions/011-sign-in-rate-limits.md).
 */
export async function limitProviderSignIn(request: Request, username: string) {
  const client = clientAddressOf(request)
  await providerClientLimiter.consume(`provider:${client}`)
  await signInLimiter.consume(`provider:${client}:${username.trim().toLowerCase()}`)
}

/** Refuses a state-changing request whose Origin (or Fetch Metadata) shows another site. */
export function assertSameOrigin(request: Request, siteUrl: string) {
  const origin = request.headers.get('origin')
  if (origin) {
    if (origin !== new URL(siteUrl).origin) throw new ForbiddenOriginError()
    return
  }
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new ForbiddenOriginError()
}
