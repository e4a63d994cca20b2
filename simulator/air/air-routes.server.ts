// The flight routes of the embedded platform: the air part of the lxp contract answered from the air
// simulator's services, composed into the simulator's router under `air`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { database } from '../db/database'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { airBooking } from './air-booking.server'
import { exchangeFlights, quoteExchange, searchExchange } from './air-exchange.server'
import { airFareCalendar, airFareGrid } from './air-fare-calendar.server'
import { getFlightOffer, searchFlights } from './air-search.server'

const from = refusalsPlaced('offerId')

export const airSimulatorRouter = tsr.router(lxpContract.air, {
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
