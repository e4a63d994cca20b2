// Who an HTTP API request comes from besides a browser session (docs/decisions/069): a member's
// personal access token (`Authorization: Bearer rtm_…`) or a partner's API key (`x-api-key: rtk_…`).
// Each credential has its own rate limit. A credential that is unknown, expired or revoked is
// answered 401 in the contract's error shape, never treated as "no credential".
import type { Database } from '../db/database.server'
import { database } from '../db/db.server'
import { ApiError, RateLimitedError } from '../http/errors'
import { rateLimitHeaders } from '../http/rate-limit-headers'
import { sharedRateLimitStore, type RateLimitStore } from '../http/rate-limit-store.server'
import { checkApiCredential, type ApiCredentialKind } from './api-credentials.server'

export const apiKeyHeader = 'x-api-key'

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
  if (authorization && apiKey) throw refused('AMBIGUOUS_CREDENTIALS', 'Send either an access token or an API key, not both.')
  if (apiKey) return { kind: 'partner-key', secret: apiKey.trim() }
  if (!authorization) return undefined
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  if (!bearer?.[1]) throw refused('INVALID_ACCESS_TOKEN', 'The Authorization header takes a bearer access token: "Authorization: Bearer rtm_…".')
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
