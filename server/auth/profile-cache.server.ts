// A member's customer profile (name, cards, tier, points), kept between their page views (issue 40). Every
// member page asked the platform for it before rendering: one upstream call per page view, most of what a
// member's page cost beyond a visitor's (docs/decisions/158). Kept per customer for a minute at most; dropped
// at once on every instance when this site changes what it holds (a booking, change or cancellation made as
// the member, a sandbox call), and when the member's session or account changes (a sign-out, a new sign-in).
import { sql } from 'drizzle-orm'
import type { CustomerProfile } from '@contracts/lxp/customer-profile.schema'
import { cacheChangeChannel, customerProfileNotice as profileNotice, onTableChange } from '@server/db/change-notices.server'
import { database } from '@server/db/db.server'
import { logger } from '@server/log/logger'

/** How long a profile is kept when no change is heard: what the platform changes by itself (a tier it grants) waits at most this. */
const keptForMs = 60_000
/** Customers kept at most; the oldest go first. */
const maxCustomers = 10_000

type Owner = { customerId: string; userId: string }

export function createProfileCache({ now = Date.now }: { now?: () => number } = {}) {
  const entries = new Map<string, { owner: Owner; profile: Promise<CustomerProfile>; until: number }>()
  // Counts the drops: a profile asked for before a drop may predate the change that caused it, so it is not kept.
  let drops = 0

  /** The member's profile: the kept one, else `load`'s, kept when it succeeds and nothing was dropped meanwhile. */
  function profileOf(owner: Owner, load: () => Promise<CustomerProfile>): Promise<CustomerProfile> {
    const entry = entries.get(owner.customerId)
    if (entry && entry.until > now() && entry.owner.userId === owner.userId) return entry.profile
    entries.delete(owner.customerId)
    const since = drops
    const profile = load()
    profile.then(
      () => {
        if (since !== drops) return
        entries.delete(owner.customerId)
        if (entries.size >= maxCustomers) entries.delete(entries.keys().next().value!)
        entries.set(owner.customerId, { owner, profile, until: now() + keptForMs })
      },
      () => undefined,
    )
    return profile
  }

  /** Drops the profiles `matches` picks, or every one. */
  function forget(matches?: (owner: Owner) => boolean) {
    drops += 1
    if (!matches) return entries.clear()
    for (const [customerId, { owner }] of entries) if (matches(owner)) entries.delete(customerId)
  }

  /** Listens for changes from any instance: a profile's own notice, and writes to the member's session or account. */
  function forgetOnChange() {
    const byUser = (userId?: string) => forget(userId === undefined ? undefined : (owner) => owner.userId === userId)
    const stops = [
      onTableChange(profileNotice, (customerId) => forget(customerId === undefined ? undefined : (owner) => owner.customerId === customerId)),
      onTableChange('auth_session', byUser),
      onTableChange('auth_account', byUser),
    ]
    return () => stops.forEach((stop) => stop())
  }

  return { profileOf, forget, forgetOnChange, size: () => entries.size }
}

export const customerProfiles = createProfileCache()
customerProfiles.forgetOnChange()

/**
 * This site changed what the platform holds of a customer (`undefined`: of any customer): their profile is
 * dropped here at once, and on every other instance when the database's notice reaches it.
 */
export async function announceProfileChange(customerId?: string) {
  customerProfiles.forget(customerId === undefined ? undefined : (owner) => owner.customerId === customerId)
  try {
    await (await database()).execute(sql`select pg_notify(${cacheChangeChannel}, ${customerId === undefined ? profileNotice : `${profileNotice}:${customerId}`})`)
  } catch (error) {
    logger.warn({ err: error }, 'could not announce a change of a customer profile to other instances')
  }
}
