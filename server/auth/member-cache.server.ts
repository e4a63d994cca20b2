// Who a session cookie signs in, kept between a member's page views (issue 40). Each page view asked
// better-auth for the session (a signature check, the session and the user) and read the member's account:
// three queries, most of what a member's page cost beyond a visitor's. The answer is kept per signed cookie
// for a minute at most and never past the session's deadline; any write to that member's session, account or
// club row, announced by the database to every instance (migration 0021), drops it at once
// (docs/decisions/138).
import { onTableChange } from '@server/db/change-notices.server'

type Kept = { userId: string; memberId: string; sessionExpiresAt: Date }

/** How long an answer is kept when no change is heard: the bound on a notice lost without a reconnection. */
const keptForMs = 60_000
/** Members kept at most; the oldest go first. */
const maxMembers = 10_000

export function createMemberCache<Member extends Kept>({ now = Date.now }: { now?: () => number } = {}) {
  const entries = new Map<string, { member: Member; until: number }>()
  // Counts the drops: an answer read before a drop may predate the write that caused it, so it is not kept.
  let drops = 0

  function get(cookie: string): Member | undefined {
    const entry = entries.get(cookie)
    if (!entry) return undefined
    if (entry.until > now() && entry.member.sessionExpiresAt.getTime() > now()) return entry.member
    entries.delete(cookie)
    return undefined
  }

  /** The moment a lookup starts, for `set`: its answer is kept only if nothing was dropped meanwhile. */
  const mark = () => drops

  function set(cookie: string, member: Member, since: number) {
    if (since !== drops) return
    entries.delete(cookie)
    if (entries.size >= maxMembers) entries.delete(entries.keys().next().value!)
    entries.set(cookie, { member, until: now() + keptForMs })
  }

  /** Drops what is kept for the members `matches` picks, or everything when no row is named. */
  function forget(matches?: (member: Member) => boolean) {
    drops += 1
    if (!matches) return entries.clear()
    for (const [cookie, { member }] of entries) if (matches(member)) entries.delete(cookie)
  }

  /** Listens for writes to members' rows from any instance; answers how to stop. */
  function forgetOnChange() {
    const stops = [
      onTableChange('auth_session', (userId) => forget(userId === undefined ? undefined : (member) => member.userId === userId)),
      onTableChange('auth_account', (userId) => forget(userId === undefined ? undefined : (member) => member.userId === userId)),
      onTableChange('rewards_member', (memberId) => forget(memberId === undefined ? undefined : (member) => member.memberId === memberId)),
    ]
    return () => stops.forEach((stop) => stop())
  }

  return { get, mark, set, forget, forgetOnChange, size: () => entries.size }
}
