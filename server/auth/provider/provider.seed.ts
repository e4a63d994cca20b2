// Inserts the demo members when absent; never overwrites a member that exists.
import type { Database } from '@server/db/database.server'
import { demoMembers, demoPassword } from './demo-members'
import { hashPassword } from './password.server'
import { rewardsMember } from './provider.tables'

export async function seedRewardsMembers(db: Database) {
  const existing = new Set((await db.select({ id: rewardsMember.id }).from(rewardsMember)).map((row) => row.id))
  const missing = demoMembers.filter((member) => !existing.has(member.id))
  if (missing.length === 0) return
  const passwordHash = await hashPassword(demoPassword)
  await db
    .insert(rewardsMember)
    .values(
      missing.map(({ purpose: _purpose, ...member }) => ({
        ...member,
        passwordHash,
        profileUnavailable: member.profileUnavailable ?? false,
      })),
    )
    .onConflictDoNothing()
}
