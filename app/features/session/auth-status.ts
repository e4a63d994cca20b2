// The browser's view of the auth session (§R3, §R4): status, validation, when to re-check.
import type { AuthSession } from '@server/auth/auth.functions'
import { featureFlagIdentityOf, type FeatureFlagIdentity } from '@server/auth/feature-flag-identity'

export type { FeatureFlagIdentity } from '@server/auth/feature-flag-identity'

export type AuthStatus = 'unauthenticated' | 'loading' | 'authenticated'
export const missingUserIdMessage = "Couldn't find the required userId in the session of an authenticated user."
/** Re-check the session this long before it expires. */
export const sessionRecheckLeadMs = 5_000

export class AuthSessionValidationError extends Error {
  override name = 'AuthSessionValidationError'
}

/** An authenticated session must carry the userId; anything else is a broken session. */
export function validateAuthSession(session: AuthSession | { status: 'authenticated'; data: Partial<NonNullable<AuthSession['data']>> | null }) {
  if (session.status === 'authenticated' && !session.data?.userId) throw new AuthSessionValidationError(missingUserIdMessage)
  return session as AuthSession
}

export function authStatusOf(session: AuthSession | null | undefined, isLoading: boolean): AuthStatus {
  if (isLoading) return 'loading'
  return session?.status === 'authenticated' ? 'authenticated' : 'unauthenticated'
}

/** Milliseconds until the session should be fetched again: 5 s before it expires, or at once. */
export function sessionRecheckDelay(expires: string | Date, now: number = Date.now()) {
  const remaining = new Date(expires).getTime() - now - sessionRecheckLeadMs
  return remaining > 0 ? remaining : 0
}

/** The feature-flag identity of §R3 for the browser's session; userId is the client customer id. */
export function featureFlagIdentity(session: AuthSession | null | undefined, sessionId: string | undefined): FeatureFlagIdentity {
  return featureFlagIdentityOf(session?.status === 'authenticated' ? session.data : undefined, sessionId)
}
