// The stored tours and transport catalogue read once per database and kept in memory, and the finite
// availability: each option of an activity has `capacity` seats or vehicles per departure, less what
// bookings took (sim_activity_departures).
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { catalogueDestinations } from '../catalogue/catalogue.server'
import type { Destination } from '../catalogue/destinations'
import { withSharedStrings } from '../catalogue/shared-strings'
import type { Executor } from '../db/database'
import { SimulatorError } from '../simulator-error'
import { cachedPerDatabase, indexCatalogue } from '../shared/catalogue-cache'
import type { CatalogueActivity, OptionSpec } from './activity-catalogue'
import { simActivities, simActivityDepartures } from './activity.tables'

export type ActivityCatalogue = {
  byId: Map<string, CatalogueActivity>
  /** Keyed `destinationId|kind`, in catalogue order. */
  byDestination: Map<string, CatalogueActivity[]>
}

export const activityCatalogue = cachedPerDatabase(
  async (db) => {
    const rows = await db.select({ data: simActivities.data }).from(simActivities)
    const activities = withSharedStrings(rows.map((row) => row.data as CatalogueActivity))
    const { byId, byGroup } = indexCatalogue(activities, (activity) => `${activity.destinationId}|${activity.kind}`, { sortGroups: true })
    return { byId, byDestination: byGroup } satisfies ActivityCatalogue
  },
  (catalogue) => catalogue.byId.size === 0,
)

/** An activity and its destination by id, or NOT_FOUND. */
export async function findActivity(db: Database, activityId: string): Promise<{ activity: CatalogueActivity; destination: Destination }> {
  const activity = (await activityCatalogue(db)).byId.get(activityId)
  const destination = activity && (await catalogueDestinations(db)).byId.get(activity.destinationId)
  if (!activity || !destination) throw new SimulatorError('NOT_FOUND', `We could not find the activity '${activityId}'.`, { field: 'activityId' })
  return { activity, destination }
}

export const departureKey = (activityId: string, optionId: string, day: string, time: string) => `${activityId}|${optionId}|${day}|${time}`

/** Seats or vehicles taken per departure between two dates, keyed by departureKey. */
export async function bookedDepartures(db: Executor, activityIds: readonly string[], from: string, to: string): Promise<Map<string, number>> {
  const booked = new Map<string, number>()
  if (activityIds.length === 0) return booked
  const rows = await db
    .select()
    .from(simActivityDepartures)
    .where(and(inArray(simActivityDepartures.activityId, [...activityIds]), gte(simActivityDepartures.day, from), lte(simActivityDepartures.day, to)))
  for (const row of rows) if (row.booked > 0) booked.set(departureKey(row.activityId, row.optionId, row.day, row.time), row.booked)
  return booked
}

export function unitsLeft(activityId: string, option: Pick<OptionSpec, 'id' | 'capacity'>, day: string, time: string, booked: Map<string, number>) {
  return Math.max(0, option.capacity - (booked.get(departureKey(activityId, option.id, day, time)) ?? 0))
}

/** Takes `units` seats or vehicles of one departure, or none: SOLD_OUT when fewer are left. */
export async function reserveDeparture(db: Executor, activityId: string, option: Pick<OptionSpec, 'id' | 'capacity'>, day: string, time: string, units: number) {
  const taken = await db
    .insert(simActivityDepartures)
    .values({ activityId, optionId: option.id, day, time, booked: units })
    .onConflictDoUpdate({
      target: [simActivityDepartures.activityId, simActivityDepartures.optionId, simActivityDepartures.day, simActivityDepartures.time],
      set: { booked: sql`${simActivityDepartures.booked} + excluded.booked` },
      setWhere: sql`${simActivityDepartures.booked} + excluded.booked <= ${option.capacity}`,
    })
    .returning({ booked: simActivityDepartures.booked })
  if (taken.length === 0 || (taken[0]?.booked ?? 0) > option.capacity) {
    throw new SimulatorError('SOLD_OUT', 'This departure has no room left for your party. Choose another time or date.', { field: 'time' })
  }
}

export async function releaseDeparture(db: Executor, activityId: string, optionId: string, day: string, time: string, units: number) {
  await db
    .update(simActivityDepartures)
    .set({ booked: sql`greatest(${simActivityDepartures.booked} - ${units}, 0)` })
    .where(and(eq(simActivityDepartures.activityId, activityId), eq(simActivityDepartures.optionId, optionId), eq(simActivityDepartures.day, day), eq(simActivityDepartures.time, time)))
}
