// Rules over the customer profile (§R3): which loyalty profile is active, and whether the
// member is inactive.
import type { CustomerProfile, LoyaltyProfile } from '@server/auth/member-profile.schema'

/** CARD_BASED: the default card's profile; ACCOUNT_BASED (or other): loyalty is itself the profile. */
export function activeProfile(profile: CustomerProfile): LoyaltyProfile | undefined {
  const { loyalty } = profile
  if (loyalty.type === 'CARD_BASED') return loyalty.cardProfiles.find((entry) => entry.card.isDefault)?.profile
  return loyalty
}

export function isInactiveMember(profile: CustomerProfile) {
  return activeProfile(profile)?.status === 'INACTIVE'
}

export const profileRetryCount = 10

export const credentialsSignInPath = '/auth/credentials-sign-in'

/** §R6: the profile is fetched only for a signed-in member, and never on the credentials sign-in page. */
export function profileFetchEnabled(status: 'unauthenticated' | 'loading' | 'authenticated', pathname: string) {
  return status === 'authenticated' && pathname.replace(/\/+$/, '') !== credentialsSignInPath
}
