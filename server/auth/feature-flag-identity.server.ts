// The caller's feature-flag identity on the server (§R3), for the flags code: call
// `featureFlagIdentityFor(request, sessionId)` with the browser session id when the caller sent one.
import { featureFlagIdentityOf, type FeatureFlagIdentity } from './feature-flag-identity'
import { optionalMember } from './session.server'

export type { FeatureFlagIdentity } from './feature-flag-identity'

export async function featureFlagIdentityFor(request: Request, sessionId?: string): Promise<FeatureFlagIdentity> {
  return featureFlagIdentityOf(await optionalMember(request), sessionId)
}
