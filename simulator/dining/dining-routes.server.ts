// The dining routes of the embedded platform: the dining part of the lxp contract answered from the
// dining simulator's services, composed into the simulator's router under `dining`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { database } from '../db/database'
import { today } from '../clock'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { diningBooking } from './dining-booking.server'
import { getDiningOffer, searchRestaurants } from './dining-search.server'

const from = refusalsPlaced('restaurantId')

export const diningSimulatorRouter = tsr.router(lxpContract.dining, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchRestaurants(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getDiningOffer(await database(), params.restaurantId, query, today())) }),
  ...bookingRoutes(diningBooking, from),
})
