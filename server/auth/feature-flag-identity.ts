// The feature-flag identity of §R3, produced by the auth code for the flags code to consume:
// a member is { sessionId, sub, type 'authenticated', userId = client customer id }, anyone else
// { sessionId, type 'anonymousSession' }. Pure, so the page and the server build the same identity.

export type FeatureFlagIdentity =
  | { type: 'authenticated'; sessionId: string | undefined; sub: string; userId: string }
  | { type: 'anonymousSession'; sessionId: string | undefined }

/** What the identity is built from: the signed-in member (their stable hashed user id and client customer id), if any. */
export type FlagMember = { hashedUserId: string; clientCustomerId: string }

export function featureFlagIdentityOf(member: FlagMember | null | undefined, sessionId: string | undefined): FeatureFlagIdentity {
  // `sub` is the hashed user id: stable per member, and nothing a browser or flag service can reverse.
  if (member) return { type: 'authenticated', sessionId, sub: member.hashedUserId, userId: member.clientCustomerId }
  return { type: 'anonymousSession', sessionId }
}
