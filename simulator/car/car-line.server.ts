// The car rental line of the simulator (simulator/shared/simulator-line.ts): the car part of the lxp contract
// answered from its services, its locations and fleets written on first start, its booked car days and its
// popular destinations.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { CarSearchCriteriaSchema, extraChoicesOf } from '@contracts/lxp/car.schema'
import { database, type Database } from '../db/database'
import { today } from '../clock'
import { simulatorSeed } from '../random'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { writeDestinationCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { carBooking } from './car-booking.server'
import { generateCarLocations } from './car-catalogue'
import { getCarOffer, searchCars } from './car-search.server'
import { simCarDays, simCarLocations } from './car.tables'

// Version 2: locations have coordinates and their time zone in the public view.
// Version 4: addresses have a postcode, airport counters their level and the way in (§R3.24 supplier address).
const carCatalogueVersion = `4:${simulatorSeed}`

/** The locations with their opening hours and the fleets of every destination, under their own version key. */
async function seedCarCatalogue(db: Database) {
  await writeDestinationCatalogueOnce(db, { key: 'car-catalogue-version', version: carCatalogueVersion, lockKey: 20_260_032 }, generateCarLocations, {
    table: simCarLocations,
    row: (location) => ({ id: location.id, destinationId: location.destinationId, data: location }),
    batchSize: 100,
  })
}

const from = refusalsPlaced('offerId')

const carRouter = tsr.router(lxpContract.car, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchCars(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: (await from('query', getCarOffer(await database(), params.offerId, query, today(), extraChoicesOf(query.extras)))).offer }),
  ...bookingRoutes(carBooking, from),
})

/** A car picked up and dropped off in the destination on the default dates, by its daily price. */
const popularRentals: PopularLine = {
  searchOf: (destination, { startDate, endDate }) => ({ origin: null, destination: destination.name, startDate, endDate, travelers: 2 }),
  lowestPrice: async (db, search, day) => {
    const [cheapest] = (await searchCars(db, CarSearchCriteriaSchema.parse({ pickUpLocation: search.destination, pickUpDate: search.startDate, dropOffDate: search.endDate, sort: 'price-asc', pageSize: 1 }), day)).items
    return cheapest ? { from: cheapest.daily, pricedPer: 'DAY' } : null
  },
}

export const carLine = simulatorLine({ router: carRouter, booking: carBooking, seed: seedCarCatalogue, bookedInventory: [simCarDays], popular: { car: popularRentals } })
