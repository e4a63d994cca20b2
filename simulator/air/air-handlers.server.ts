// The simulator's answers to the air routes of the lxp contract (composed into the simulator handler).
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { database } from '../db/database'
import { today } from '../clock'
import { airBooking } from './air-booking.server'
import { exchangeFlights, quoteExchange, searchExchange } from './air-exchange.server'
import { getFlightOffer, searchFlights } from './air-search.server'
import { airFareCalendar, airFareGrid } from './air-fare-calendar.server'

const from = refusalsPlaced('offerId')

type Context = { request: Request; responseHeaders: Headers }

export const airSimulatorRoutes = {
  search: async ({ body }: { body: Parameters<typeof searchFlights>[1] }) => ({ status: 200 as const, body: await from('body', searchFlights(await database(), body, today())) }),
  fareCalendar: async ({ body }: { body: Parameters<typeof airFareCalendar>[1] }) => ({ status: 200 as const, body: await from('body', airFareCalendar(await database(), body, today())) }),
  fareGrid: async ({ body }: { body: Parameters<typeof airFareGrid>[1] }) => ({ status: 200 as const, body: await from('body', airFareGrid(await database(), body, today())) }),
  offer: async ({ params, query }: { params: { offerId: string }; query: Parameters<typeof getFlightOffer>[2] }) => ({
    status: 200 as const,
    body: await from('query', getFlightOffer(await database(), params.offerId, query, today())),
  }),
  ...bookingRoutes(airBooking, from),
  exchangeSearch: async ({ params, body }: { params: { reservationId: string }; body: Parameters<typeof searchExchange>[2] & { email?: string } }, { request }: Context) => ({
    status: 200 as const,
    body: await from('body', searchExchange(await database(), params.reservationId, body, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeQuote: async ({ params, body }: { params: { reservationId: string }; body: { offerId: string; email?: string } }, { request }: Context) => ({
    status: 200 as const,
    body: await from('body', quoteExchange(await database(), params.reservationId, body.offerId, { customerId: customerOf(request), email: body.email }, today()), 'modifyErrors'),
  }),
  exchangeBook: async ({ params, body, headers }: { params: { reservationId: string }; body: Parameters<typeof exchangeFlights>[2] & { email?: string }; headers: { 'idempotency-key': string } }, { request, responseHeaders }: Context) => {
    const context = { customerId: customerOf(request), email: body.email, idempotencyKey: headers['idempotency-key'], today: today() }
    const answer = await from('body', exchangeFlights(await database(), params.reservationId, body, context), 'modifyErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 200 as const, body: answer.body }
  },
}
