// The flags a page renders with: evaluated on the server for the caller's §R3 identity and
// handed to the browser with the page data, so the first render never flickers.
import { optionalMember } from '../auth/session.server'
import { noteStaleSessionCookie } from '../auth/stale-session.server'
import { config } from '../config/env'
import { developerToolFlags, type FlagValues } from './flags'
import { evaluationContextOf, featureFlags, type FlagIdentity } from './flags.server'

/** The browser session id of §R3: a product prefix and 20 characters (digits 1-9, letters without O and I). */
export const browserSessionIdPattern = /^RT[1-9A-HJ-NP-Z]{20}$/

export async function identityOf(request: Request, sessionId?: string): Promise<FlagIdentity> {
  const known = sessionId && browserSessionIdPattern.test(sessionId) ? sessionId : undefined
  const member = await optionalMember(request)
  if (!member) noteStaleSessionCookie(request)
  return member
    ? { kind: 'authenticated', sub: member.hashedUserId, userId: member.clientCustomerId, ...(known ? { sessionId: known } : {}) }
    : { kind: 'anonymousSession', ...(known ? { sessionId: known } : {}) }
}

/** A stored developer-tool flag (seeded on by a developer's database) stays off unless the tools are on. */
export async function flagsForRequest(request: Request, { sessionId, siteId = 'default' }: { sessionId?: string; siteId?: string } = {}): Promise<FlagValues> {
  const values = await featureFlags().evaluate(evaluationContextOf(await identityOf(request, sessionId), { siteId }))
  if (config().devTools) return values
  return { ...values, ...Object.fromEntries(developerToolFlags.map((key) => [key, false])) }
}
