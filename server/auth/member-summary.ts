// What every member page shows of the customer profile (issue 40); safe to import anywhere.
import type { CustomerProfile, LoyaltyProfile } from '@contracts/lxp/customer-profile.schema'

/**
 * What every member page shows of the profile (the header's greeting and balance, the home page's greeting,
 * points prices): the first name, and the active loyalty profile's status and balance. A page's HTML carries
 * this, not the whole profile (its cards, card profiles and contact details, ~3.8 KB); the pages that read more
 * (checkout, confirmations, My Profile, a booking's pages) load the profile itself (issue 40).
 */
export type MemberSummary = {
  firstName: string
  activeProfile: { status: LoyaltyProfile['status']; points: { balance: number } } | null
}

export function memberSummaryOf(profile: CustomerProfile): MemberSummary {
  const { loyalty } = profile
  // As activeProfile (app/features/session/member-profile.ts): CARD_BASED, the default card's; else loyalty itself.
  const active = loyalty.type === 'CARD_BASED' ? loyalty.cardProfiles.find((entry) => entry.card.isDefault)?.profile : loyalty
  return { firstName: profile.personalInfo.firstName, activeProfile: active ? { status: active.status, points: { balance: active.points.balance } } : null }
}
