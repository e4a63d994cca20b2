// Who an HTTP API request comes from besides a browser session (docs/decisions/069): a member's
// personal access token (`Authorization: Bearer rtm_…`) or a partner's API key (`x-api-key: rtk_…`).
// Each credential has its own rate limit. A credential that is unknown, expired or revoked is
// answered 401 in the contract's error shape, never treated as "no credential".
import type { CallerIdentity } from '@contracts/lxp/route-metadata'
import type { Database } from '../db/database.server'
import { database } from '../db/db.server'
import { bearerChallenge, insufficientScopeChallenge } from '../http/bearer-challenge'
import { ApiError, InsufficientScopeError, RateLimitedError } from '../http/errors'
import { rateLimitHeaders } from '../http/rate-limit-headers'
import { sharedRateLimitStore, type RateLimitStore } from '../http/rate-limit-store.server'
import { checkApiCredential, secretPrefixes, type ApiCredentialKind } from './api-credentials.server'

export const apiKeyHeader = 'x-api-key'
const apiKeyPrefix = secretPrefixes['partner-key']

/** The caller behind a credential: a member (through their token) or a partner. */
export type Integrator = { kind: 'member-token'; credentialId: string; userId: string; expiresAt: Date | null } | { kind: 'partner-key'; credentialId: string }

/** An integrator with where its credential stands in its limit: every answer to it carries these headers. */
export type AuthenticatedIntegrator = Integrator & { rateLimitHeaders: Record<string, string> }

/** One policy name for every credential: each counts on its own, so the name need not tell them apart. */
const credentialPolicyName = 'api-credential'

const names = { 'member-token': 'access token', 'partner-key': 'API key' } as const satisfies Record<ApiCredentialKind, string>
const codes = { 'member-token': 'ACCESS_TOKEN', 'partner-key': 'API_KEY' } as const satisfies Record<ApiCredentialKind, string>

function refused(code: string, message: string) {
  return new ApiError(401, [{ code, category: 'SECURITY', message }])
}

/** The credential a request presents, if any; a malformed one is refused here. */
function presentedCredential(headers: Headers): { kind: ApiCredentialKind; secret: string } | undefined {
  const authorization = headers.get('authorization')
  const apiKey = headers.get(apiKeyHeader)
  if (authorization && apiKey !== null) throw refused('AMBIGUOUS_CREDENTIALS', 'Send either an access token or an API key, not both.')
  // An empty key is a key that is not valid, never "no key": an unset variable must not book as a guest (issue 41).
  if (apiKey !== null) {
    if (!apiKey.trim()) throw refused('INVALID_API_KEY', 'The x-api-key header is empty: send your API key in it, or leave the header out to call as a guest.')
    return { kind: 'partner-key', secret: apiKey.trim() }
  }
  if (!authorization) return undefined
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  if (!bearer?.[1]) throw refused('INVALID_ACCESS_TOKEN', 'The Authorization header takes a bearer access token: "Authorization: Bearer rtm_…".')
  if (bearer[1].startsWith(apiKeyPrefix)) throw refused('INVALID_ACCESS_TOKEN', `This is an API key, not an access token: send it as "${apiKeyHeader}: ${apiKeyPrefix}…", not in Authorization.`)
  return { kind: 'member-token', secret: bearer[1] }
}

/**
 * Checks the request's credential and counts it against the credential's rate limit. Answers the
 * integrator, or undefined for a request without one (a browser, or an anonymous caller).
 */
export async function authenticateIntegrator(
  request: Request,
  { db = database, rateLimits = sharedRateLimitStore, now = () => new Date() }: { db?: () => Promise<Database>; rateLimits?: () => Promise<RateLimitStore>; now?: () => Date } = {},
): Promise<AuthenticatedIntegrator | undefined> {
  const presented = presentedCredential(request.headers)
  if (!presented) return undefined
  const check = await checkApiCredential(await db(), presented.kind, presented.secret, now())
  const name = names[presented.kind]
  if (!check.ok) {
    const code = `${check.reason === 'unknown' ? 'INVALID' : check.reason.toUpperCase()}_${codes[presented.kind]}`
    const why = check.reason === 'unknown' ? 'is not valid' : `was ${check.reason}`
    throw refused(code, `This ${name} ${why}. ${presented.kind === 'member-token' ? 'Create a new one under Developer access on My Profile.' : 'Ask us for a new one.'}`)
  }
  const { credential } = check
  const decision = await (await rateLimits()).consume(`api-credential:${credential.id}`, credential.rateLimit)
  const policy = { name: credentialPolicyName, ...credential.rateLimit }
  if (!decision.allowed) throw new RateLimitedError(`This ${name} has made too many requests. Try again in ${decision.retryAfterSeconds} s.`, decision.retryAfterSeconds, policy)
  const headers = rateLimitHeaders(policy, decision.remaining, decision.resetSeconds)
  if (credential.kind === 'member-token' && credential.userId) return { kind: 'member-token', credentialId: credential.id, userId: credential.userId, expiresAt: credential.expiresAt, rateLimitHeaders: headers }
  return { kind: 'partner-key', credentialId: credential.id, rateLimitHeaders: headers }
}

/** What a credential that is valid cannot reach, by the route's identity (contracts/lxp/route-metadata.ts). */
const unreachable: Record<Integrator['kind'], Partial<Record<CallerIdentity, string>>> = {
  'partner-key': {
    member: "An API key reaches catalogue and guest routes only; this one needs a member's access token.",
    session: "An API key does not reach the session library's calls: they take a signed-in member's session cookie.",
    holder: "An API key reaches no calendar file: read the reservation with its number and the traveller's email (GET /api/lxp/reservations/{type}/{reservationId}?email=).",
  },
  'member-token': {
    partner: 'Webhook endpoints belong to a partner API key: send it as x-api-key, not an access token.',
    session: 'An access token does not reach this call: it takes the signed-in member’s session cookie (My Profile, Developer access).',
  },
}

/**
 * The refusal of a valid credential on a route it does not reach: 403 `INSUFFICIENT_SCOPE` (RFC 6750),
 * answered where the credential is checked, before the route runs. A call without a credential is the
 * route's to refuse (401).
 */
export function outOfReach(identity: CallerIdentity, integrator: Integrator | undefined): InsufficientScopeError | undefined {
  const refusal = integrator && unreachable[integrator.kind][identity]
  return refusal ? new InsufficientScopeError(refusal) : undefined
}

/**
 * The answer to a call a route refused as unauthenticated (401) although it carried a token or key, for the
 * routes that check none themselves (the session library's calls under /api/auth): the credential's own
 * 401 when it is bad (`invalid_token`), a 429 past its limit, else the 403 `insufficient_scope` of a good
 * one that does not reach the route, with where it stands in its limit. Undefined for a call without one.
 */
export async function credentialAnswerFor(request: Request, identity: CallerIdentity): Promise<Response | undefined> {
  if (!presentsCredential(request.headers)) return undefined
  let integrator: AuthenticatedIntegrator | undefined
  try {
    integrator = await authenticateIntegrator(request)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const headers: Record<string, string> =
      error instanceof RateLimitedError ? { 'retry-after': String(error.retryAfterSeconds), ...(error.policy ? rateLimitHeaders(error.policy, 0, error.retryAfterSeconds) : {}) } : { 'www-authenticate': bearerChallenge(true) }
    return Response.json({ errors: error.errors }, { status: error.status, headers })
  }
  const refusal = outOfReach(identity, integrator)
  if (!refusal || !integrator) return undefined
  return Response.json({ errors: refusal.errors }, { status: refusal.status, headers: { 'www-authenticate': insufficientScopeChallenge(), ...integrator.rateLimitHeaders } })
}

/** Whether a request carries an access token (`Authorization: Bearer`) or an API key. */
function presentsCredential(headers: Headers) {
  return /^bearer\s/i.test(headers.get('authorization') ?? '') || headers.has(apiKeyHeader)
}
