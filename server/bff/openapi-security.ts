// How a caller proves who they are, in the OpenAPI document (docs/decisions/069): the browser's
// session cookie, a member's personal access token, a partner's API key; and which of them each lxp
// route takes, from the route's identity (contracts/lxp/route-metadata.ts).
import type { CallerIdentity } from '@contracts/lxp/route-metadata'

export const securitySchemes = {
  memberSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'rewards.session_token',
    description: "The member's browser session after signing in on the site (`__Host-rewards.session_token` over HTTPS). Mutations must come from the site's own origin.",
  },
  memberToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`rtm_…`) the member creates under Developer access on My Profile (or `POST /api/auth/access-tokens/create` with their session). It reaches exactly what the member reaches; it expires (90 days unless chosen otherwise) and can be revoked at once.',
  },
  partnerApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'A partner API key (`rtk_…`) issued by the operator (`npm run api-key -- create <name>`): catalogue and guest routes, with the key\'s own rate limit (429 with `Retry-After`).',
  },
} as const

type Requirement = Record<string, string[]>
const member: Requirement[] = [{ memberSession: [] }, { memberToken: [] }]
/** A caller route answers anyone: a member with their session or token, a partner, or an anonymous guest (`{}`). */
const caller: Requirement[] = [{}, ...member, { partnerApiKey: [] }]

/** Who may call a route, by its identity: anyone for `anonymous` (`[]`: no security at all). */
export function securityRequirementsOf(identity: CallerIdentity): Requirement[] {
  if (identity === 'session') return [{ memberSession: [] }]
  if (identity === 'member') return member
  if (identity === 'caller' || identity === 'reader') return caller
  if (identity === 'partner') return [{ partnerApiKey: [] }]
  // A guest's browser by its reservation cookie (`{}`), or the member; a partner's key reaches none of it.
  if (identity === 'holder') return [{}, ...member]
  return []
}
