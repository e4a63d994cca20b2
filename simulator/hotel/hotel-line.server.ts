// The hotel line of the simulator (simulator/shared/simulator-line.ts): the hotel part of the lxp contract
// answered from its services, its booked room nights and its popular destinations. Its catalogue has no seed of
// its own: simulator.seed.ts writes the hotels with the destinations (`hotelCatalogue`).
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { HotelSearchCriteriaSchema } from '@contracts/lxp/hotel.schema'
import { hotelChildAgesOf } from '@contracts/lxp/hotel-party'
import { database, type Executor } from '../db/database'
import { destinations } from '../catalogue/destinations'
import { searchText } from '../catalogue/search-text'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { replaceRows } from '../shared/catalogue-seed'
import { simulatorLine, type PopularLine } from '../shared/simulator-line'
import { hotelBooking } from './hotel-booking.server'
import { generateHotels, toStored, type Hotel } from './hotel-catalogue'
import { compareHotels } from './hotel-compare.server'
import type { RoomRequest } from './hotel-criteria'
import { listDestinations } from './hotel-destinations.server'
import { getHotelOffer, roomsOf } from './hotel-offer.server'
import { hotelPriceCalendar } from './hotel-price-calendar.server'
import { searchHotels } from './hotel-search.server'
import { changeStay, quoteStayChange } from './hotel-stay-change.server'
import { simHotels, simRoomNights } from './hotel.tables'

/**
 * Every destination's hotels, with their rooms and rules. Unlike the other lines' catalogues they have no version key
 * of their own: simulator.seed.ts writes them with the destinations and their airports, in one transaction under
 * `catalogue-version` (bump `catalogueVersion` there when the hotels change), as it always has, so a database seeded
 * before is read the same. Written in chunked bulk inserts, 400 rows an insert.
 */
export const hotelCatalogue = {
  generate: (): Hotel[] => destinations.flatMap((destination) => generateHotels(destination)),
  write: async (tx: Executor, hotels: Hotel[]) => {
    const rows = hotels.map((hotel) => ({ id: hotel.id, destinationId: hotel.destinationId, name: hotel.name, searchName: searchText(hotel.name), data: toStored(hotel) }))
    await replaceRows(tx, simHotels, rows, 400)
  },
}

const from = refusalsPlaced('hotelId', 'any')

const hotelRouter = tsr.router(lxpContract.hotel, {
  destinations: async ({ query }) => ({ status: 200, body: { suggestions: await listDestinations(await database(), query.query, query.limit) } }),
  search: async ({ body }) => ({ status: 200, body: await from('body', searchHotels(await database(), body, today())) }),
  priceCalendar: async ({ body }) => ({ status: 200, body: await from('body', hotelPriceCalendar(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getHotelOffer(await database(), params.hotelId, { ...query, childAges: hotelChildAgesOf(query.childAges) }, today())) }),
  compare: async ({ body }) => {
    const { hotelIds, ...stay } = body
    return { status: 200, body: await from('body', compareHotels(await database(), hotelIds, { ...stay, rooms: roomsOf(stay) as RoomRequest[] }, today())) }
  },
  ...bookingRoutes(hotelBooking, from),
  stayChangeQuote: async ({ params, body }, { request }) => {
    const { email, ...stay } = body
    return { status: 200, body: await from('body', quoteStayChange(await database(), params.reservationId, stay, { customerId: customerOf(request), email }, today()), 'modifyErrors') }
  },
  stayChange: async ({ params, body, headers }, { request, responseHeaders }) => {
    const { email, acceptTerms: _accepted, ...change } = body
    const context = { customerId: customerOf(request), email, idempotencyKey: headers['idempotency-key'], today: today() }
    const answer = await from('body', changeStay(await database(), params.reservationId, change, context), 'modifyErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 200, body: answer.body }
  },
})

/** A stay for two on the default dates, from the lowest nightly price the results' facet states. */
const popularStays: PopularLine = {
  searchOf: (destination, { startDate, endDate }) => ({ origin: null, destination: destination.name, startDate, endDate, travelers: 2 }),
  lowestPrice: async (db, search, day) => {
    const { total, facets } = await searchHotels(db, HotelSearchCriteriaSchema.parse({ destination: search.destination, checkIn: search.startDate, checkOut: search.endDate, rooms: [{ adults: search.travelers }], sort: 'price-asc', pageSize: 1 }), day)
    return total > 0 ? { from: { amount: facets.price.min, currency: facets.price.currency }, pricedPer: 'NIGHT' } : null
  },
}

export const hotelLine = simulatorLine({ router: hotelRouter, booking: hotelBooking, bookedInventory: [simRoomNights], popular: { hotel: popularStays } })
