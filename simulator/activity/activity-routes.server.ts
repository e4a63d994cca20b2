// The tours and transport routes of the embedded platform: the activity part of the lxp contract
// answered from the activity simulator's services, composed into the simulator's router under `activity`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { database } from '../db/database'
import { lxpHeaders } from '@contracts/lxp/lxp-headers'
import { today } from '../clock'
import { customerOf, refusalsPlaced } from '../route-refusals'
import { reservationSimulatorRoutes } from '../reservations/reservation-routes.server'
import { bookActivity, quoteActivityCheckout } from './activity-checkout.server'
import { cancelActivityReservation, getActivityReservation, quoteActivityCancellation } from './activity-reservation.server'
import { getActivityOffer, searchActivities } from './activity-search.server'

const from = refusalsPlaced('activityId')

export const activitySimulatorRouter = tsr.router(lxpContract.activity, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchActivities(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getActivityOffer(await database(), params.activityId, query, today())) }),
  quote: async ({ body }, { request }) => ({ status: 200, body: await from('body', quoteActivityCheckout(await database(), body, customerOf(request), today())) }),
  book: async ({ body, headers }, { request, responseHeaders }) => {
    const context = { idempotencyKey: headers['idempotency-key'], customerId: customerOf(request), today: today() }
    const answer = await from('body', bookActivity(await database(), body, context), 'bookErrors')
    responseHeaders.set(lxpHeaders.replayed, String(answer.replayed))
    return { status: 201, body: answer.body }
  },
  reservations: reservationSimulatorRoutes({ view: getActivityReservation, quoteCancellation: quoteActivityCancellation, cancel: cancelActivityReservation }),
})
