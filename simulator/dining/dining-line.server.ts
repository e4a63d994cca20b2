// The dining line of the simulator (simulator/shared/simulator-line.ts): the dining part of the lxp contract
// answered from its services, its catalogue written on first start, its booked covers and its popular destinations.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { DiningSearchCriteriaSchema } from '@contracts/lxp/dining.schema'
import { bookingRoutes } from '../booking/booking-routes.server'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { database, type Database } from '../db/database'
import { refusalsPlaced } from '../route-refusals'
import { simulatorSeed } from '../random'
import { today } from '../clock'
import { simDiningSeatings, simRestaurants } from './dining.tables'
import { generateRestaurants } from './dining-catalogue'
import { getDiningOffer, searchRestaurants } from './dining-search.server'
import { diningBooking } from './dining-booking.server'

// Version 4: reviews dated before the day the catalogue is written (issue 36 item 11).
const diningCatalogueVersion = `4:${simulatorSeed}`

/** The restaurants of every destination but the sanctioned one, under their own version key. */
async function seedDiningCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(db, { key: 'dining-catalogue-version', version: diningCatalogueVersion, lockKey: 20_260_053 }, generateRestaurants, {
    table: simRestaurants,
    row: (restaurant) => ({ id: restaurant.id, destinationId: restaurant.destinationId, data: restaurant }),
    batchSize: 200,
  })
}

const from = refusalsPlaced('restaurantId')

const diningRouter = tsr.router(lxpContract.dining, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchRestaurants(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getDiningOffer(await database(), params.restaurantId, query, today())) }),
  ...bookingRoutes(diningBooking, from),
})

/** The popular destinations' dinner time. */
const dinnerTime = '19:00'

/** A table for two at dinner time on the default day: the lowest set menu's price per person (tables are free or a deposit). */
const popularTables: PopularLine = {
  searchOf: (destination, { startDate }) => ({ origin: null, destination: destination.name, startDate, endDate: null, travelers: 2 }),
  lowestPrice: async (db, search, day) => {
    const found = await searchRestaurants(db, DiningSearchCriteriaSchema.parse({ destination: search.destination, date: search.startDate, time: dinnerTime, partySize: search.travelers, pageSize: 50 }), day)
    const prices = found.items.flatMap((item) => (item.fromPerPerson ? [item.fromPerPerson] : []))
    const cheapest = prices.reduce<(typeof prices)[number] | undefined>((best, price) => (best === undefined || price.amount < best.amount ? price : best), undefined)
    return cheapest ? { from: cheapest, pricedPer: 'TRAVELER' } : null
  },
}

export const diningLine = simulatorLine({ router: diningRouter, booking: diningBooking, seed: seedDiningCatalogue, bookedInventory: [simDiningSeatings], popular: { dining: popularTables } })
