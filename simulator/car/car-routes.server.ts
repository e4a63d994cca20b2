// The car routes of the embedded platform: the car part of the lxp contract answered from the car
// simulator's services, composed into the simulator's router under `car`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { extraChoicesOf } from '@contracts/lxp/car.schema'
import { database } from '../db/database'
import { today } from '../clock'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { carBooking } from './car-booking.server'
import { getCarOffer, searchCars } from './car-rental.server'

const from = refusalsPlaced('offerId')

export const carSimulatorRouter = tsr.router(lxpContract.car, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchCars(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: (await from('query', getCarOffer(await database(), params.offerId, query, today(), extraChoicesOf(query.extras)))).offer }),
  ...bookingRoutes(carBooking, from),
})
