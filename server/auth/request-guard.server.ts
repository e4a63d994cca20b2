// Guards for auth calls that do not pass through better-auth's HTTP handler (server functions call
// `auth.api`, which better-auth neither rate-limits nor origin-checks).
import { signInRateLimit } from './auth.server'

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  readonly status = 429
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('Too many attempts. Please wait a few seconds and try again.')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export class ForbiddenOriginError extends Error {
  override name = 'ForbiddenOriginError'
  readonly status = 403
  constructor() {
    super('This request did not come from this site.')
  }
}

type Window = { count: number; startedAt: number }

/** A fixed-window counter per key: `max` attempts per `windowSeconds`, like better-auth's own. */
export function createRateLimiter({ window: windowSeconds, max }: { window: number; max: number }, now: () => number = () => Date.now()) {
  const windows = new Map<string, Window>()
  return {
    consume(key: string) {
      const time = now()
      for (const [entryKey, entry] of windows) if (time - entry.startedAt >= windowSeconds * 1000) windows.delete(entryKey)
      const current = windows.get(key)
      if (!current) {
        windows.set(key, { count: 1, startedAt: time })
        return
      }
      if (current.count >= max) throw new TooManyRequestsError(Math.ceil((current.startedAt + windowSeconds * 1000 - time) / 1000))
      current.count += 1
    },
  }
}

const signInLimiter = createRateLimiter(signInRateLimit)
const providerClientLimiter = createRateLimiter({ window: signInRateLimit.window, max: 20 })

/** The client's address as the server saw it (srvx and TanStack Start put it on the request). */
export function clientAddress(request: Request) {
  const candidate = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return candidate.context?.clientAddress || candidate.ip || 'unknown'
}

export function limitSignIn(request: Request, action: string) {
  signInLimiter.consume(`${action}:${clientAddress(request)}`)
}

/**
 * The provider's own form: 3 attempts per 10 s per client for each member, and at most 20 per 10 s
 * per client overall (docs/decisions/011-sign-in-rate-limits.md).
 */
export function limitProviderSignIn(request: Request, username: string) {
  const client = clientAddress(request)
  providerClientLimiter.consume(`provider:${client}`)
  signInLimiter.consume(`provider:${client}:${username.trim().toLowerCase()}`)
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
