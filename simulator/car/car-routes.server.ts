// The car routes of the embedded platform: the car part of the lxp contract answered from the car
// simulator's services, composed into the simulator's router under `car`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { database } from '../db/database'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { reservationSimulatorRoutes } from '../reservations/reservation-routes.server'
import { bookCar, quoteCarCheckout } from './car-checkout.server'
import { cancelCarReservation, getCarReservation, quoteCarCancellation } from './car-reservation.server'
import { getCarOffer, searchCars } from './car-rental.server'

const from = refusalsPlaced('offerId')

export const carSimulatorRouter = tsr.router(lxpContract.car, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchCars(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: (await from('query', getCarOffer(await database(), params.offerId, query, today()))).offer }),
  quote: async ({ body }, { request }) => ({ status: 200, body: await from('body', quoteCarCheckout(await database(), body, customerOf(request), today())) }),
  book: async ({ body, headers }, { request, responseHeaders }) => {
    const context = { idempotencyKey: headers['idempotency-key'], customerId: customerOf(request), today: today() }
    const answer = await from('body', bookCar(await database(), body, context), 'bookErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 201, body: answer.body }
  },
  reservations: reservationSimulatorRoutes({ view: getCarReservation, quoteCancellation: quoteCarCancellation, cancel: cancelCarReservation }),
})
