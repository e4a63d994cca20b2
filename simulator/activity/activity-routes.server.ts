// The tours and transport routes of the embedded platform: the activity part of the lxp contract
// answered from the activity simulator's services, composed into the simulator's router under `activity`.
import { tsr } from '@ts-rest/serverless/fetch'
import { lxpContract } from '@contracts/lxp/lxp.contract'
import { database } from '../db/database'
import { today } from '../clock'
import { refusalsPlaced } from '../route-refusals'
import { bookingRoutes } from '../booking/booking-routes.server'
import { activityBooking } from './activity-booking.server'
import { getActivityOffer, searchActivities } from './activity-search.server'

const from = refusalsPlaced('activityId')

export const activitySimulatorRouter = tsr.router(lxpContract.activity, {
  search: async ({ body }) => ({ status: 200, body: await from('body', searchActivities(await database(), body, today())) }),
  offer: async ({ params, query }) => ({ status: 200, body: await from('query', getActivityOffer(await database(), params.activityId, query, today())) }),
  ...bookingRoutes(activityBooking, from),
})
