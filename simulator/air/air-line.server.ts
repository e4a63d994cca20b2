// The flight line of the simulator (simulator/shared/simulator-line.ts): the air part of the lxp contract
// answered from its services, its route network written on first start, its taken seats and its popular
// destinations (flown from an origin, JFK unless the landing page names another).
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { AirSearchCriteriaSchema } from '@contracts/lxp/air.schema'
import { database, type Database } from '../db/database'
import { lookUpAirports } from '../catalogue/airports.server'
import { destinations } from '../catalogue/destinations'
import { distanceKm } from '../catalogue/geo'
import { simulatorSeed } from '../random'
import { replaceRows, writeCatalogueOnce } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { airBooking } from './air-booking.server'
import { directCarriers } from './air-catalogue'
import { exchangeFlights, quoteExchange, searchExchange } from './air-exchange.server'
import { airFareCalendar, airFareGrid } from './air-fare-calendar.server'
import { networkOf } from './air-itineraries.server'
import { getFlightOffer, searchFlights } from './air-search.server'
import { simAirRoutes, simAirSeats } from './air.tables'

const airCatalogueVersion = `1:${simulatorSeed}`

/** The route network between the destinations' airports (a few thousand rows in one bulk insert), under its own version key. */
async function seedAirCatalogue(db: Database) {
  await writeCatalogueOnce(
    db,
    { key: 'air-network-version', version: airCatalogueVersion, lockKey: 20_260_031 },
    async () => {
      const airports = await lookUpAirports(destinations.flatMap((destination) => destination.airports))
      const routes: (typeof simAirRoutes.$inferInsert)[] = []
      for (const departure of airports) {
        for (const arrival of airports) {
          const km = Math.round(distanceKm(departure, arrival))
          const flown = directCarriers({ ...departure }, { ...arrival }, km)
          if (flown.length > 0) routes.push({ origin: departure.iata, destination: arrival.iata, distanceKm: km, carriers: flown })
        }
      }
      return routes
    },
    (tx, routes) => replaceRows(tx, simAirRoutes, routes, 500),
  )
}

const from = refusalsPlaced('offerId')

const airRouter = tsr.router(lxpContract.air, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchFlights(await database(), body, today())) }),
  fareCalendar: async ({ body }) => ({ status: 200, body: await from('body', airFareCalendar(await database(), body, today())) }),
  fareGrid: async ({ body }) => ({ status: 200, body: await from('body', airFareGrid(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getFlightOffer(await database(), params.offerId, query, today())) }),
  ...bookingRoutes(airBooking, from),
  exchangeSearch: async ({ params, body }, { request }) => ({
    status: 200,
    body: await from('body', searchExchange(await database(), params.reservationId, body, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeQuote: async ({ params, body }, { request }) => ({
    status: 200,
    body: await from('body', quoteExchange(await database(), params.reservationId, body.offerId, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeBook: async ({ params, body, headers }, { request, responseHeaders }) => {
    const context = { customerId: customerOf(request), email: body.email, idempotencyKey: headers['idempotency-key'], today: today() }
    const answer = await from('body', exchangeFlights(await database(), params.reservationId, body, context), 'modifyErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 200, body: answer.body }
  },
})

/** A return flight for one from the origin to the destination's first airport, counted on the origin's day. */
const popularFlights: PopularLine = {
  searchOf: (destination, { origin, startDate, endDate }) => ({ origin, destination: destination.airports[0]!, startDate, endDate, travelers: 1 }),
  lowestPrice: async (db, search, day) => {
    const { items, facets } = await searchFlights(db, AirSearchCriteriaSchema.parse({ origin: search.origin, destination: search.destination, departDate: search.startDate, returnDate: search.endDate, sort: 'price', pageSize: 1 }), day)
    return items.length > 0 ? { from: { amount: facets.price.min, currency: items[0]!.currency }, pricedPer: 'TRAVELER' } : null
  },
  originTimeZone: async (db, origin) => (await networkOf(db)).airports.get(origin)?.timeZone,
}

export const airLine = simulatorLine({ router: airRouter, booking: airBooking, seed: seedAirCatalogue, bookedInventory: [simAirSeats], popular: { air: popularFlights } })
