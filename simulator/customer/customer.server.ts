// The customer calls of the platform: the member's profile (the platform's own customer: a demo member
// seeded with the simulator, or one the sandbox enrolled when a member of a real login provider first
// signed in) and their traveler profiles.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { CustomerProfileSchema, LoyaltySchema, type CustomerProfile, type Loyalty } from '@contracts/lxp/customer-profile.schema'
import { earnAll } from '@contracts/lxp/demo-loyalty'
import { travelerProfileLimits, type TravelerProfile } from '@contracts/lxp/traveler-profile.schema'
import type { z } from 'zod'
import type { AddTravelersRequestSchema, ModifyTravelersRequestSchema, RemoveTravelersRequestSchema } from '@contracts/lxp/traveler-profile.schema'
import type { Database, Executor } from '../db/database'
import { newId } from '../ids'
import { withCardTokens } from '../loyalty/cards-on-file'
import { demoCustomers } from './demo-customers'
import { SimulatorError } from '../simulator-error'
import { simCustomers, simTravelerProfiles } from '../simulator.tables'

export async function getCustomerProfile(db: Database, customerId: string): Promise<CustomerProfile> {
  const [customer] = await db.select().from(simCustomers).where(eq(simCustomers.customerId, customerId))
  if (!customer) throw new SimulatorError('NOT_FOUND', 'There is no profile for this customer.')
  if (customer.profileUnavailable) throw new SimulatorError('SERVICE_UNAVAILABLE', 'The profile service is unavailable for this member.')
  return CustomerProfileSchema.parse({ clientCustomerId: customer.customerId, personalInfo: { firstName: customer.firstName, lastName: customer.lastName }, loyalty: withCardTokens(customer.customerId, LoyaltySchema.parse(customer.loyalty)) })
}

/** Seeds the demo customers when absent; a customer that exists keeps its balance. */
export async function seedDemoCustomers(db: Executor) {
  await db
    .insert(simCustomers)
    .values(demoCustomers.map((customer) => ({ ...customer, profileUnavailable: customer.profileUnavailable ?? false })))
    .onConflictDoNothing()
}

/** The demo members as first seeded: their points balances and loyalty documents back where they started. */
export async function restoreDemoCustomers(db: Executor) {
  await db.delete(simCustomers).where(inArray(simCustomers.customerId, demoCustomers.map((customer) => customer.customerId)))
  await seedDemoCustomers(db)
}

/** Who a member is, as their login provider's claims say, for a sandbox enrolment. */
export type CustomerEnrolment = { customerId: string; firstName: string; lastName: string; email: string }

/** What a sandbox gives a member it enrols: an active Green account with points to try paying with them. */
export const enrolmentPointsBalance = 25_000

function enrolmentLoyalty(email: string): Loyalty {
  return {
    type: 'ACCOUNT_BASED',
    // The provider's claims carry no phone number; the profile's field stays empty rather than made up.
    phone: { countryCode: '', number: '' },
    email,
    cards: [],
    status: 'ACTIVE',
    tier: { id: 'GREEN', name: 'Green' },
    points: { balance: enrolmentPointsBalance, earn: earnAll },
  }
}

/**
 * Enrols a member the platform does not know yet, as a sandbox does on first sign-in
 * (docs/decisions/060); a customer it knows (a demo member, or enrolled before) is left as it is.
 * Answers whether this call enrolled them.
 */
export async function enrolCustomer(db: Database, enrolment: CustomerEnrolment): Promise<boolean> {
  const inserted = await db
    .insert(simCustomers)
    .values({ ...enrolment, loyalty: enrolmentLoyalty(enrolment.email) })
    .onConflictDoNothing()
    .returning({ customerId: simCustomers.customerId })
  return inserted.length > 0
}

type Row = typeof simTravelerProfiles.$inferSelect

function profileOf(row: Row): TravelerProfile {
  return { ...(row.data as Omit<TravelerProfile, 'travelerId' | 'updatedAt'>), travelerId: row.travelerId, updatedAt: row.updatedAt.toISOString() }
}

export async function listTravelerProfiles(db: Database, customerId: string, search?: string): Promise<TravelerProfile[]> {
  const rows = await db.select().from(simTravelerProfiles).where(eq(simTravelerProfiles.customerId, customerId)).orderBy(asc(simTravelerProfiles.updatedAt))
  const profiles = rows.map(profileOf).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
  const needle = search?.toLowerCase()
  return needle ? profiles.filter((profile) => `${profile.firstName} ${profile.lastName} ${profile.email}`.toLowerCase().includes(needle)) : profiles
}

export async function getTravelerProfile(db: Database, customerId: string, travelerId: string): Promise<TravelerProfile> {
  const [row] = await db
    .select()
    .from(simTravelerProfiles)
    .where(and(eq(simTravelerProfiles.customerId, customerId), eq(simTravelerProfiles.travelerId, travelerId)))
  if (!row) throw new SimulatorError('NOT_FOUND', 'There is no such traveler on your profile.', { field: 'travelerId' })
  return profileOf(row)
}

/** Adds travelers; one already saved with the same name and email is updated rather than repeated. */
export async function addTravelerProfiles(db: Database, customerId: string, request: z.output<typeof AddTravelersRequestSchema>): Promise<TravelerProfile[]> {
  return db.transaction(async (tx) => {
    const existing = (await tx.select().from(simTravelerProfiles).where(eq(simTravelerProfiles.customerId, customerId))).map(profileOf)
    const keyOf = (traveler: { firstName: string; lastName: string; email: string }) => `${traveler.firstName}|${traveler.lastName}|${traveler.email}`.toLowerCase()
    const saved: TravelerProfile[] = []
    let count = existing.length
    for (const traveler of request.travelers) {
      const same = existing.find((profile) => keyOf(profile) === keyOf(traveler))
      const travelerId = same?.travelerId ?? newId('TP')
      if (!same && (count += 1) > travelerProfileLimits.maxPerMember) {
        throw new SimulatorError('INVALID_CRITERIA', `A profile holds at most ${travelerProfileLimits.maxPerMember} travelers.`, { field: 'travelers' })
      }
      const updatedAt = new Date()
      await tx
        .insert(simTravelerProfiles)
        .values({ travelerId, customerId, data: traveler, updatedAt })
        .onConflictDoUpdate({ target: simTravelerProfiles.travelerId, set: { data: traveler, updatedAt } })
      saved.push({ ...traveler, travelerId, updatedAt: updatedAt.toISOString() })
    }
    return saved
  })
}

export async function modifyTravelerProfiles(db: Database, customerId: string, request: z.output<typeof ModifyTravelersRequestSchema>): Promise<TravelerProfile[]> {
  return db.transaction(async (tx) => {
    const modified: TravelerProfile[] = []
    for (const [index, change] of request.travelers.entries()) {
      const [row] = await tx
        .select()
        .from(simTravelerProfiles)
        .where(and(eq(simTravelerProfiles.customerId, customerId), eq(simTravelerProfiles.travelerId, change.travelerId)))
      if (!row) throw new SimulatorError('NOT_FOUND', 'There is no such traveler on your profile.', { field: `travelers.${index}.travelerId` })
      const { travelerId, ...fields } = change
      const data = { ...(row.data as object), ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) }
      const updatedAt = new Date()
      await tx.update(simTravelerProfiles).set({ data, updatedAt }).where(eq(simTravelerProfiles.travelerId, travelerId))
      modified.push(profileOf({ ...row, data, updatedAt }))
    }
    return modified
  })
}

/** Removes saved travelers, all or none: an id not on this member's profile refuses the lot. Answers the travelers left. */
export async function removeTravelerProfiles(db: Database, customerId: string, request: z.output<typeof RemoveTravelersRequestSchema>): Promise<TravelerProfile[]> {
  await db.transaction(async (tx) => {
    const owned = and(eq(simTravelerProfiles.customerId, customerId), inArray(simTravelerProfiles.travelerId, request.travelerIds))
    const found = new Set((await tx.select({ travelerId: simTravelerProfiles.travelerId }).from(simTravelerProfiles).where(owned)).map((row) => row.travelerId))
    const missing = request.travelerIds.findIndex((travelerId) => !found.has(travelerId))
    if (missing >= 0) throw new SimulatorError('NOT_FOUND', 'There is no such traveler on your profile.', { field: `travelerIds.${missing}` })
    await tx.delete(simTravelerProfiles).where(owned)
  })
  return listTravelerProfiles(db, customerId)
}
