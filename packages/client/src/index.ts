// @rewards-travel/client: the Rewards Travel HTTP API for integrators, typed from the repository's
// ts-rest contracts (contracts/index.ts). It adds what every integrator would otherwise write
// (docs/decisions/069): the credential header, a correlation id per call, retries that keep the
// call's idempotency key within the API's one deadline (docs/decisions/136), and one error type
// carrying the API's error objects.
import { initClient, type AppRoute, type ApiFetcherArgs } from '@ts-rest/core'
import { errorObjectsOf, type ApiErrorObject, type ErrorWrapper } from '../../../contracts/api/api-error'
import { withCommonErrorResponses } from '../../../contracts/api/api-error'
import { apiRetryPolicy } from '../../../contracts/api/retry-policy'
import { authContract } from '../../../contracts/auth/auth.contract'
import { apiContract } from '../../../contracts/index'
import { lxpHeaders } from '../../../contracts/lxp/lxp-headers'
import { routeMetadataOf } from '../../../contracts/lxp/route-metadata'
import type { ScenarioHeaderValue } from '../../../contracts/lxp/sandbox-scenarios'
import { sandboxContract } from '../../../contracts/sandbox/sandbox.contract'

export type { ApiErrorObject } from '../../../contracts/api/api-error'
export type { ScenarioHeaderValue, ScenarioValue } from '../../../contracts/lxp/sandbox-scenarios'
export { apiContract, type ApiContract } from '../../../contracts/index'
/** Every named schema's type, by the name the reference gives it (HotelSearchResult, AirReservation, …). */
export type * from './schemas'

export const correlationIdHeader = 'x-correlation-id'
export const idempotencyKeyHeader = 'idempotency-key'

export type RewardsTravelClientOptions = {
  /** The site's address, with its base path if it has one: `http://127.0.0.1:3000`. */
  baseUrl: string
  /** A member's personal access token (`rtm_…`, from Developer access on My Profile): the client acts as that member. */
  accessToken?: string | undefined
  /** A partner's API key (`rtk_…`): catalogue and guest routes. */
  apiKey?: string | undefined
  /** How many times a failed call is tried again when that is safe (default 2: 3 tries in all). */
  retries?: number | undefined
  /** Milliseconds to wait before retry `attempt` (1, 2, …) when the answer gave no Retry-After (default 500 ms, doubling). */
  retryDelay?: ((attempt: number) => number) | undefined
  /**
   * Milliseconds one call may take, every try and wait included (default 15 000). A try still running
   * then is abandoned (a `RewardsTravelError` with code `TIMEOUT`, status 0); a retry whose wait (its backoff or the answer's Retry-After)
   * would end past it is not made, and the last answer is returned.
   */
  deadlineMs?: number | undefined
  /** A fetch of your own (a proxy agent, a test double); the global one by default. */
  fetch?: typeof fetch | undefined
  /** Makes the correlation id of each call (sent as x-correlation-id, the same on its retries); random by default. */
  correlationId?: (() => string) | undefined
  /**
   * On a sandbox: the test's namespace, sent as `x-sim-namespace` on every `client.lxp` and `client.sandbox`
   * call (a call's own header wins), so its scenario counts and clock are its own and `client.sandbox.reset()`
   * resets only them. A server that is not a sandbox ignores it.
   */
  sandboxNamespace?: string | undefined
}

/**
 * Codes of the failures the client itself reports, when no answer came: the call's deadline passed
 * (`TIMEOUT`), or the network failed on every try (`NETWORK_ERROR`). Both have status 0 and the original
 * error as `cause`.
 */
export const clientErrorCodes = { timeout: 'TIMEOUT', network: 'NETWORK_ERROR' } as const

type ErrorDetails = { wrapper?: ErrorWrapper | undefined; correlationId?: string | undefined; retryAfterSeconds?: number | undefined; cause?: unknown }

/**
 * A call the API refused or could not answer: the status, the API's error objects and the call's correlation id.
 * A call with no answer at all (its deadline passed, or the network failed) is one too, with status 0 and code
 * `TIMEOUT` or `NETWORK_ERROR` and the original error as `cause`: one type to catch.
 */
export class RewardsTravelError extends Error {
  override name = 'RewardsTravelError'
  /** The HTTP status; 0 when no answer came (`TIMEOUT`, `NETWORK_ERROR`). */
  readonly status: number
  readonly errors: ApiErrorObject[]
  /** Which wrapper held the errors: `errors`, or `bookErrors`, `cancelErrors`, `modifyErrors` for those operations. */
  readonly wrapper: ErrorWrapper
  /** The call's x-correlation-id: quote it when you ask us about the call. */
  readonly correlationId: string | undefined
  /** With 429: how long to wait before trying again. */
  readonly retryAfterSeconds: number | undefined

  constructor(status: number, errors: ApiErrorObject[], details: ErrorDetails = {}) {
    const described = errors.map((error) => `${error.code}: ${error.message}`).join('; ')
    super(status ? `${status} ${described}` : described, details.cause === undefined ? undefined : { cause: details.cause })
    this.status = status
    this.errors = errors
    this.wrapper = details.wrapper ?? 'errors'
    this.correlationId = details.correlationId
    this.retryAfterSeconds = details.retryAfterSeconds
  }

  /** The first error's code (`SOLD_OUT`, `PRICE_CHANGED`, `TOO_MANY_REQUESTS`, `REVOKED_ACCESS_TOKEN`, …). */
  get code() {
    return this.errors[0]?.code
  }
}

/** A fresh idempotency key for one booking or cancellation: keep it for every retry of that same request. */
export function newIdempotencyKey() {
  return crypto.randomUUID()
}

/** Statuses worth trying again: the request may not have been served, or was refused for now. */
const retryableStatuses = new Set<number>(apiRetryPolicy.retryableStatuses)

/** Whether trying a call again cannot do it twice: reads, and bookings or cancellations that carry an idempotency key. */
function isSafeToRetry(route: AppRoute, headers: Record<string, string>) {
  const retry = routeMetadataOf(route).retry
  if (retry === 'none') return false
  if (retry === 'booking' || retry === 'cancellation') return Boolean(headers[idempotencyKeyHeader])
  return route.method === 'GET' || retry === 'read'
}

function retryAfterOf(headers: Headers) {
  const value = headers.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000)
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

async function bodyOf(response: Response) {
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) return response.json() as Promise<unknown>
  if (type.startsWith('text/')) return response.text()
  return response.blob()
}

/**
 * The typed client: `client.lxp.hotel.search({ body })` and so on, one function per route of the
 * contract, each answering `{ status, body, headers }` typed per status. Pass the answer to `ok()` to
 * get the success body or a `RewardsTravelError`.
 */
export function createRewardsTravelClient(options: RewardsTravelClientOptions) {
  if (options.accessToken && options.apiKey) throw new Error('Give either an access token or an API key, not both.')
  const fetchOf = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const retries = options.retries ?? apiRetryPolicy.attempts - 1
  const retryDelay = options.retryDelay ?? apiRetryPolicy.backoffMs
  const deadlineMs = options.deadlineMs ?? apiRetryPolicy.deadlineMs
  const correlationId = options.correlationId ?? (() => crypto.randomUUID())
  const credentialHeaders: Record<string, string> = options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : options.apiKey ? { 'x-api-key': options.apiKey } : {}
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const session = new SessionCookies()

  /**
   * Who calls: the credential, or on a session call the session's cookies and this site's Origin instead (those calls work on
   * the session library's cookies, never a key or token, and refuse a write without this site's Origin: guide *Authentication*).
   */
  function callerHeaders(route: AppRoute): Record<string, string> {
    if (!isSessionCall(route)) return credentialHeaders
    const cookie = session.header()
    return { ...(cookie ? { cookie } : {}), ...(route.method === 'GET' ? {} : { origin: new URL(baseUrl).origin }) }
  }

  async function send(args: ApiFetcherArgs) {
    const { route, headers, fetchOptions } = args
    const namespace: Record<string, string> = options.sandboxNamespace && takesNamespace(route) ? { [lxpHeaders.sandboxNamespace]: options.sandboxNamespace } : {}
    // One correlation id and one set of headers (so one idempotency key) for the call and all its retries.
    const sent = { ...namespace, ...headers, ...callerHeaders(route), [correlationIdHeader]: headers[correlationIdHeader] ?? correlationId() }
    const safe = isSafeToRetry(route, sent)
    const started = Date.now()
    // The whole call ends at the deadline, whatever try it is on; the caller's own signal still counts.
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(new DOMException(`The call took longer than its ${deadlineMs} ms deadline.`, 'TimeoutError')), deadlineMs)
    const signal = fetchOptions?.signal ? AbortSignal.any([fetchOptions.signal, deadline.signal]) : deadline.signal
    // Another try after `waitMs`, if one is left, it is safe, and the wait ends before the deadline.
    const retryIn = (attempt: number, waitMs: number) => safe && attempt < retries && Date.now() - started + waitMs < deadlineMs
    try {
      return await tries(args, sent, retryIn, signal)
    } catch (error) {
      // No answer at all: one error type for the partner to catch, the original kept as its cause. The caller's own abort stays theirs.
      if (deadline.signal.aborted) {
        throw new RewardsTravelError(0, [{ code: clientErrorCodes.timeout, message: `No answer within the call's ${deadlineMs} ms deadline (tries and waits included).` }], { correlationId: sent[correlationIdHeader], cause: error })
      }
      if (fetchOptions?.signal?.aborted) throw error
      throw new RewardsTravelError(0, [{ code: clientErrorCodes.network, message: `No answer could be read from the API: ${error instanceof Error ? error.message : String(error)}` }], { correlationId: sent[correlationIdHeader], cause: error })
    } finally {
      clearTimeout(timer)
    }
  }

  async function tries({ route, path, method, body, fetchOptions }: ApiFetcherArgs, sent: Record<string, string>, retryIn: (attempt: number, waitMs: number) => boolean, signal: AbortSignal) {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response
      try {
        response = await fetchOf(path, { ...fetchOptions, method, headers: sent, body, signal })
      } catch (error) {
        // No answer at all: the network, the server going away mid-call, or the deadline.
        const waitMs = retryDelay(attempt + 1)
        if (signal.aborted || !retryIn(attempt, waitMs)) throw error
        await sleep(waitMs)
        continue
      }
      const retryAfter = retryAfterOf(response.headers)
      const waitMs = retryAfter === undefined ? retryDelay(attempt + 1) : retryAfter * 1000
      if (retryableStatuses.has(response.status) && retryIn(attempt, waitMs)) {
        await response.body?.cancel()
        await sleep(waitMs)
        continue
      }
      if (isSessionCall(route)) session.keep(response.headers)
      return { status: response.status, body: await bodyOf(response), headers: response.headers }
    }
  }

  const client: RewardsTravelClient = { ...contractClient(baseUrl, send), auth: authClient(baseUrl, send), sandbox: sandboxClient(baseUrl, send) }
  return client
}

type Fetcher = (args: ApiFetcherArgs) => Promise<{ status: number; body: unknown; headers: Headers }>

/** The contract's functions over the fetcher `api`, typed as ts-rest infers them. */
function contractClient(baseUrl: string, api: Fetcher) {
  return initClient(apiContract, { baseUrl, baseHeaders: {}, api, validateResponse: false })
}

/** The session library's calls under /api/auth: the demo sign-in, the member's access tokens, the session. */
function authClient(baseUrl: string, api: Fetcher) {
  return initClient(authContract, { baseUrl, baseHeaders: {}, api, validateResponse: false })
}

/** The sandbox's own calls (`SANDBOX=on` only, 404 elsewhere): reset, the clock, a partner API key. */
function sandboxClient(baseUrl: string, api: Fetcher) {
  return initClient(withCommonErrorResponses(sandboxContract), { baseUrl, baseHeaders: {}, api, validateResponse: false })
}

const isSessionCall = (route: AppRoute) => route.path.startsWith('/api/auth/')

/** The calls a sandbox namespace steers: the platform's (`/api/lxp`) and the sandbox's reset and clock. */
const takesNamespace = (route: AppRoute) => route.path.startsWith('/api/lxp/') || route.path.startsWith('/api/sandbox/')

/**
 * The cookies the session calls set (the sign-in's session, a form's CSRF token), kept in memory for this
 * client and sent back on the session calls only, as a browser would for this site: a script signs in with
 * `client.auth.signInMemberCredentials` and makes a token with `client.auth.createAccessToken`. A cookie
 * the server expires (signing out) is forgotten. Never written anywhere.
 */
class SessionCookies {
  readonly #cookies = new Map<string, string>()

  keep(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const split = pair.indexOf('=')
      if (split <= 0) continue
      const name = pair.slice(0, split)
      const value = pair.slice(split + 1)
      const expired = attributes.some((attribute) => /^max-age=(0|-\d+)$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()))
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * The sandbox's headers (guide *Test data*, docs/mock-upstream.md), which every `client.lxp` call takes in
 * its `headers` beside the route's own: a scenario (`sold-out`, `unavailable:1:run-42`, `clock:20261129T0641Z`,
 * several separated by commas) and the test's namespace, whose scenario counts and clock are its own. A
 * server that is not a sandbox ignores them.
 */
export type SandboxHeaders = {
  /** One scenario or several, comma-separated (at most 200 characters), typed from the sandbox's registry: a misspelt name does not compile. */
  [lxpHeaders.scenario]?: ScenarioHeaderValue | undefined
  /** At most 100 characters. */
  [lxpHeaders.sandboxNamespace]?: string | undefined
}

/** A call's arguments with the sandbox headers typed in `headers`, required or not as the route's own are. */
type WithSandboxHeaders<Args> = 'headers' extends keyof Args
  ? Partial<Pick<Args, 'headers'>> extends Pick<Args, 'headers'>
    ? Omit<Args, 'headers'> & { headers?: NonNullable<Args['headers']> & SandboxHeaders }
    : Omit<Args, 'headers'> & { headers: Args['headers'] & SandboxHeaders }
  : Args & { headers?: SandboxHeaders }

/** Every function of a router with the sandbox headers typed; the answer is the route's. */
type TakingSandboxHeaders<Router> = {
  [Key in keyof Router]: Router[Key] extends (...args: infer Parameters) => infer Answer
    ? Parameters extends [infer Args]
      ? (args: WithSandboxHeaders<Args>) => Answer
      : (args?: WithSandboxHeaders<NonNullable<Parameters[0]>>) => Answer
    : TakingSandboxHeaders<Router[Key]>
}

type ContractClient = ReturnType<typeof contractClient>

/**
 * The typed client: the contract's functions, the lxp ones taking the sandbox's headers too (the API passes them on
 * only under /api/lxp); `auth`, the session calls (with the cookies they set kept for the next); `sandbox`, the
 * sandbox's reset, clock and API keys.
 */
export type RewardsTravelClient = Omit<ContractClient, 'lxp'> & {
  lxp: TakingSandboxHeaders<ContractClient['lxp']>
  auth: ReturnType<typeof authClient>
  sandbox: ReturnType<typeof sandboxClient>
}

type Answer = { status: number; body: unknown; headers: Headers }
type SuccessStatus = 200 | 201 | 204
/** The body of the success answers among a route's answers. */
export type SuccessBody<A extends Answer> = Extract<A, { status: SuccessStatus }>['body']

/** The success body of an answer, or a `RewardsTravelError` with the API's error objects. */
export async function ok<A extends Answer>(answer: A | Promise<A>): Promise<SuccessBody<A>> {
  const { status, body, headers } = await answer
  if (status >= 200 && status < 300) return body as SuccessBody<A>
  const found = errorObjectsOf(body)
  const errors = found?.errors ?? [{ code: `HTTP_${status}`, message: typeof body === 'string' && body ? body.slice(0, 200) : `The API answered ${status}.` }]
  throw new RewardsTravelError(status, errors, { wrapper: found?.wrapper, correlationId: headers.get(correlationIdHeader) ?? undefined, retryAfterSeconds: retryAfterOf(headers) })
}
