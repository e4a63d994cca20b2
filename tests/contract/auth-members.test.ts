// §R6 (members hold tier and status), §D5 (seeded demo members of the stand-in provider).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CustomerProfileSchema } from '@server/auth/member-profile.schema'
import { demoMembers, demoPassword } from '@server/auth/provider/demo-members'
import { verifyPassword } from '@server/auth/provider/password.server'
import { seedRewardsMembers } from '@server/auth/provider/provider.seed'
import { rewardsMember } from '@server/db/schema'
import type { DatabaseHandle } from '@server/db/database.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle?.close())

describe('demo members', () => {
  it('are inserted once, with password hashes only, and keep an edited member', async () => {
    await seedRewardsMembers(handle.db)
    const rows = await handle.db.select().from(rewardsMember)
    expect(rows).toHaveLength(demoMembers.length)
    for (const row of rows) {
      expect(row.passwordHash).not.toContain(demoPassword)
      expect(row.passwordHash).toMatch(/^scrypt\$/)
    }
    expect(await verifyPassword(demoPassword, rows[0]!.passwordHash)).toBe(true)
    expect(await verifyPassword('wrong-password', rows[0]!.passwordHash)).toBe(false)

    await seedRewardsMembers(handle.db)
    expect(await handle.db.select().from(rewardsMember)).toHaveLength(demoMembers.length)
  })

  it('cover every case the spec needs, each a valid customer profile', () => {
    const profiles = demoMembers.map((member) =>
      CustomerProfileSchema.parse({
        clientCustomerId: member.clientCustomerId,
        personalInfo: { firstName: member.firstName, lastName: member.lastName },
        loyalty: member.loyalty,
      }),
    )
    const active = profiles.map((profile) =>
      profile.loyalty.type === 'CARD_BASED'
        ? profile.loyalty.cardProfiles.find((entry) => entry.card.isDefault)!.profile
        : profile.loyalty,
    )
    const platinum = profiles.find((profile) => profile.loyalty.type === 'CARD_BASED' && profile.loyalty.cardProfiles.length > 1)
    expect(platinum).toBeDefined()
    expect(active.map((profile) => profile.tier.name)).toEqual(expect.arrayContaining(['Platinum', 'Gold', 'Green', 'Centurion']))
    expect(profiles.some((profile) => profile.loyalty.type === 'ACCOUNT_BASED')).toBe(true)
    expect(active.some((profile) => profile.status === 'INACTIVE')).toBe(true)
    expect(active.some((profile) => profile.points.balance === 0)).toBe(true)
    expect(demoMembers.some((member) => member.profileUnavailable)).toBe(true)
    for (const profile of active) for (const card of profile.cards) expect(card.obfuscatedNumber).toMatch(/^•+\d{4}$/)
  })
})
