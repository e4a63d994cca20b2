// The typed client of the travel platform. The same client talks to the embedded simulator (in
// process) or to a real platform at LXP_BASE_URL (over HTTP), so headers, retries and error
// mapping are exercised either way.
import { randomUUID } from 'node:crypto'
import { getRouteQuery, isAppRoute, type ApiFetcherArgs, type AppRouter, type initClient, type InitClientArgs } from '@ts-rest/core'
import { errorObjectsOf } from '@contracts/api/api-error'
import { reportedError } from '@contracts/api/reported-error'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { formatLinePoints, lxpHeaders, type LinePointsRules } from '@contracts/lxp/lxp-headers'
import type { RateLimitPolicy } from '../http/rate-limit-headers'
import { logger } from '../log/logger'
import { operationsMetrics } from '../telemetry/operations-metrics'
import { isRetryableStatus, retryKindFor, retryPolicies, retryWithinMs } from './retry-policy'
import { environmentHeaderFor, type TestEnvironment } from './test-environment'
import { RateLimitedError } from '../http/errors'
import { upstreamErrorFrom } from './upstream-error'

export type UpstreamContext = {
  locale: string
  apiSessionId?: string
  /** Test-environment header, only where app config allows it (§R7). */
  environment?: TestEnvironment
  /** The labs-rapid flag: /hotel/ calls without an environment carry cr-labs (§R7). */
  labsRapid?: boolean
  /** The signed-in member the call is made for (their client customer id). */
  customerId?: string
  /** The site's points switches per line, sent with every call (the platform prices with them). */
  linePoints?: LinePointsRules
  /** A test scenario the caller asked the mock upstream for (docs/mock-upstream.md); a real platform ignores it. */
  scenario?: string
  /** The caller's sandbox namespace (docs/mock-upstream.md), which keeps its scenario counters and clock apart. */
  sandboxNamespace?: string
}

export type Transport = (request: Request) => Promise<Response>

export const upstreamHeaders = lxpHeaders

type Options = {
  transport: Transport
  baseUrl: string
  /** The context of a call to `path` (the upstream URL). */
  context: (path: string) => UpstreamContext | Promise<UpstreamContext>
  sleep?: (ms: number) => Promise<void>
  /** Milliseconds on a monotonic clock, for the retries' time limit. */
  now?: () => number
}

type Timing = { sleep: (ms: number) => Promise<void>; now: () => number }

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createLxpClient({ transport, baseUrl, context, sleep = realSleep, now = () => performance.now() }: Options) {
  const args = {
    baseUrl,
    validateResponse: false,
    api: async (args: ApiFetcherArgs) => send(args, { transport, context: await context(args.path), sleep, now }),
  } satisfies InitClientArgs
  return clientOnFirstUse(lxpContract, args) as ReturnType<typeof initClient<typeof lxpContract, typeof args>>
}

/**
 * The client ts-rest's `initClient` makes, each part made when a call first reaches it. `initClient` makes a function
 * for every route of the contract, and a client is made for every upstream call: 0.5 ms of CPU each, for the one
 * route the call then uses (issue 40).
 */
function clientOnFirstUse(router: AppRouter, args: InitClientArgs): unknown {
  const parts = new Map<string, unknown>()
  return new Proxy(Object.create(null) as object, {
    get(_, key) {
      if (typeof key !== 'string' || !Object.hasOwn(router, key)) return undefined
      if (!parts.has(key)) {
        const part = router[key]!
        parts.set(key, isAppRoute(part) ? getRouteQuery(part, args) : clientOnFirstUse(part, args))
      }
      return parts.get(key)
    },
  })
}

async function send(args: ApiFetcherArgs, { transport, context, sleep, now }: { transport: Transport; context: UpstreamContext } & Timing) {
  // A sandbox call with a test scenario is tried once: the scenario's answer (`unavailable:<n>`, a 429) is
  // what the caller meets, call for call, as the guide's *Test data* says, not what the server's retries left of it.
  const policy = context.scenario ? retryPolicies.none : retryPolicies[retryKindFor(args.method, args.route.metadata)]
  const started = now()
  for (let attempt = 1; ; attempt += 1) {
    const headers = new Headers(args.headers)
    headers.set(upstreamHeaders.correlationId, randomUUID())
    headers.set(upstreamHeaders.locale, context.locale)
    if (context.apiSessionId) headers.set(upstreamHeaders.apiSessionId, context.apiSessionId)
    // Never forwarded from the caller: only the session resolver decides who the customer is.
    headers.delete(upstreamHeaders.customerId)
    if (context.customerId) headers.set(upstreamHeaders.customerId, context.customerId)
    // §R7: the page's test environment, else cr-labs on /hotel/ URLs when labs-rapid is on.
    headers.delete(upstreamHeaders.environment)
    const environment = environmentHeaderFor(args.path, context)
    if (environment) headers.set(upstreamHeaders.environment, environment)
    headers.delete(upstreamHeaders.linePoints)
    if (context.linePoints) headers.set(upstreamHeaders.linePoints, formatLinePoints(context.linePoints))
    headers.delete(upstreamHeaders.scenario)
    if (context.scenario) headers.set(upstreamHeaders.scenario, context.scenario)
    headers.delete(upstreamHeaders.sandboxNamespace)
    if (context.sandboxNamespace) headers.set(upstreamHeaders.sandboxNamespace, context.sandboxNamespace)

    // Another attempt after the policy's pause, if it has one left that can start in time (retryWithinMs).
    const retried = async () => {
      const pause = policy.delayMs(attempt)
      if (attempt >= policy.attempts || now() - started + pause > retryWithinMs) return false
      await sleep(pause)
      return true
    }
    let response: Response
    try {
      response = await transport(new Request(args.path, { method: args.method, headers, body: args.body ?? undefined }))
    } catch (error) {
      // The reason, not the stack: a platform that hangs up is a fact about the platform, not a fault here.
      logger.warn({ name: 'NetworkError', code: 'NO_RESPONSE', status: 0, method: args.method, url: withoutQuery(args.path), attempt, reason: reasonOf(error) }, 'upstream call got no answer')
      operationsMetrics().upstreamErrors.add(1, { 'http.request.method': args.method, 'error.type': 'no_answer' })
      if (await retried()) continue
      throw upstreamErrorFrom(0, null, 'The travel service did not answer. Please try again.')
    }
    if (response.status >= 500) operationsMetrics().upstreamErrors.add(1, { 'http.request.method': args.method, 'error.type': String(response.status) })
    if (isRetryableStatus(response.status) && (await retried())) continue
    const text = await response.text()
    const body = parseBody(text, response.headers.get('content-type'))
    if (!response.ok && response.status !== 401 && response.status !== 403) {
      const first = errorObjectsOf(body)?.errors[0]
      logger.warn({ name: 'NetworkError', code: first?.code, status: response.status, message: first?.message, method: args.method, url: withoutQuery(args.path), ...(first ? { error: reportedError(first) } : {}) }, 'upstream call failed')
    }
    return { status: response.status, body, headers: response.headers }
  }
}

/** Why a call got no answer, in one line: the error's name and message, and its cause's code (ECONNRESET, UND_ERR_SOCKET). */
function reasonOf(error: unknown) {
  if (!(error instanceof Error)) return String(error)
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined
  return `${error.name}: ${error.message}${detail ? ` (${detail})` : ''}`
}

/** A call's address for the log: its query may name a traveller (a guest's lookup by email). */
function withoutQuery(url: string) {
  return url.split('?', 1)[0]
}

function parseBody(text: string, contentType: string | null) {
  if (!text) return null
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

/** The limit the platform's 429 says it reached (its `RateLimit-Policy`, `"name";q=…;w=…`), passed on to the caller. */
function upstreamPolicyOf(headers: Headers | undefined): RateLimitPolicy | undefined {
  const match = /^"([^"]+)";q=(\d+);w=(\d+)/.exec(headers?.get('ratelimit-policy') ?? '')
  return match ? { name: match[1]!, max: Number(match[2]), window: Number(match[3]) } : undefined
}

/**
 * The answer's body when it is a success, else the mapped UpstreamError; a 429 stays a rate limit,
 * with the platform's Retry-After (a second when it gave none), so the caller hears when to come back.
 */
export function expectOk<T extends { status: number; body: unknown; headers?: Headers }>(result: T): Extract<T, { status: 200 | 201 }>['body'] {
  if (result.status === 200 || result.status === 201) return result.body as Extract<T, { status: 200 | 201 }>['body']
  if (result.status === 429) {
    const seconds = Number(result.headers?.get('retry-after'))
    throw new RateLimitedError(errorObjectsOf(result.body)?.errors[0]?.message ?? 'Too many requests.', Number.isFinite(seconds) && seconds > 0 ? seconds : 1, upstreamPolicyOf(result.headers))
  }
  throw upstreamErrorFrom(result.status, result.body, 'The travel service could not complete this request.')
}
