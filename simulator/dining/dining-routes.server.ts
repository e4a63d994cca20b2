// The dining routes of the embedded platform: the dining part of the lxp contract answered from the
// dining simulator's services, composed into the simulator's router under `dining`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { database } from '../db/database'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { reservationSimulatorRoutes } from '../reservations/reservation-routes.server'
import { bookDining, quoteDiningCheckout } from './dining-checkout.server'
import { cancelDiningReservation, getDiningReservation, quoteDiningCancellation } from './dining-reservation.server'
import { getDiningOffer, searchRestaurants } from './dining-search.server'

const from = refusalsPlaced('restaurantId')

export const diningSimulatorRouter = tsr.router(lxpContract.dining, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchRestaurants(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getDiningOffer(await database(), params.restaurantId, query, today())) }),
  quote: async ({ body }, { request }) => ({ status: 200, body: await from('body', quoteDiningCheckout(await database(), body, customerOf(request), today())) }),
  book: async ({ body, headers }, { request, responseHeaders }) => {
    const context = { idempotencyKey: headers['idempotency-key'], customerId: customerOf(request), today: today() }
    const answer = await from('body', bookDining(await database(), body, context), 'bookErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 201, body: answer.body }
  },
  reservations: reservationSimulatorRoutes({ view: getDiningReservation, quoteCancellation: quoteDiningCancellation, cancel: cancelDiningReservation }),
})
