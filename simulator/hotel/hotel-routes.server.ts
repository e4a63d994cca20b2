// The hotel routes of the embedded platform: the hotel part of the lxp contract answered from the hotel
// simulator's services, composed into the simulator's router under `hotel`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { hotelChildAgesOf } from '@contracts/lxp/hotel-party'
import { database } from '../db/database'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { hotelBooking } from './hotel-booking.server'
import { compareHotels } from './hotel-compare.server'
import type { RoomRequest } from './hotel-criteria'
import { listDestinations } from './hotel-destinations.server'
import { getHotelOffer, roomsOf } from './hotel-offer.server'
import { hotelPriceCalendar } from './hotel-price-calendar.server'
import { searchHotels } from './hotel-search.server'
import { changeStay, quoteStayChange } from './hotel-stay-change.server'

const from = refusalsPlaced('hotelId', 'any')

export const hotelSimulatorRouter = tsr.router(lxpContract.hotel, {
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
