// The tours and transport line of the simulator (simulator/shared/simulator-line.ts): the activity part of the
// lxp contract answered from its services, its tours and transfers written on first start, its booked departures
// and the popular destinations of its two lines on the landing pages (tours, transport).
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { ActivitySearchCriteriaSchema } from '@contracts/lxp/activity.schema'
import { database, type Database } from '../db/database'
import { today } from '../clock'
import { simulatorSeed } from '../random'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine, type PopularPrice } from '../shared/simulator-line'
import { activityBooking } from './activity-booking.server'
import { generateTours, generateTransfers } from './activity-catalogue'
import { getActivityOffer, searchActivities } from './activity-search.server'
import { simActivities, simActivityDepartures } from './activity.tables'

// Version 3: reviews dated before the day the catalogue is written (issue 36 item 11). Version 4: a tour's stops
// named in reviews as people name them ("the cooking class"), never by their titles.
const activityCatalogueVersion = `4:${simulatorSeed}`

/** The tours of every destination and the transfers between its airports and the city, under their own version key. */
async function seedActivityCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(
    db,
    { key: 'activity-catalogue-version', version: activityCatalogueVersion, lockKey: 20_260_054 },
    (destination, airports) => [...generateTours(destination), ...generateTransfers(destination, airports)],
    { table: simActivities, row: (activity) => ({ id: activity.id, destinationId: activity.destinationId, kind: activity.kind, data: activity }), batchSize: 100 },
  )
}

const from = refusalsPlaced('activityId')

const activityRouter = tsr.router(lxpContract.activity, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchActivities(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getActivityOffer(await database(), params.activityId, query, today())) }),
  ...bookingRoutes(activityBooking, from),
})

/** The cheapest tour or transfer the search answers first, priced per traveller or per group (a private transfer). */
async function lowestActivity(db: Database, criteria: unknown, day: string): Promise<PopularPrice> {
  const found = await searchActivities(db, ActivitySearchCriteriaSchema.parse(criteria), day)
  const first = found.items[0]
  return first ? { from: first.price.from, pricedPer: first.price.pricedPer === 'GROUP' ? 'GROUP' : 'TRAVELER' } : null
}

/** A tour for two in the destination, or a transfer for one from its first airport into the city, on the default day. */
const popularTours: PopularLine = {
  searchOf: (destination, { startDate }) => ({ origin: null, destination: destination.name, startDate, endDate: null, travelers: 2 }),
  lowestPrice: (db, search, day) => lowestActivity(db, { kind: 'tour', destination: search.destination, startDate: search.startDate, travelers: search.travelers, sort: 'price-asc', pageSize: 1 }, day),
}
const popularTransfers: PopularLine = {
  searchOf: (destination, { startDate }) => ({ origin: destination.airports[0]!, destination: destination.name, startDate, endDate: null, travelers: 1 }),
  lowestPrice: (db, search, day) => lowestActivity(db, { kind: 'transport', origin: search.origin, destination: search.destination, date: search.startDate, passengers: search.travelers, sort: 'price-asc', pageSize: 1 }, day),
}

export const activityLine = simulatorLine({
  router: activityRouter,
  booking: activityBooking,
  seed: seedActivityCatalogue,
  bookedInventory: [simActivityDepartures],
  popular: { tour: popularTours, transport: popularTransfers },
})
