// The webhooks part of the HTTP API (contracts/webhooks/webhooks.contract.ts): only a partner's API
// key reaches it, and each key sees only its own endpoints and deliveries.
import { tsr } from '@ts-rest/serverless/fetch'
import type { ApiErrorObject } from '@contracts/api/api-error'
import type { AirReservation } from '@contracts/lxp/air-checkout.schema'
import { webhooksContract } from '@contracts/webhooks/webhooks.contract'
import { errorMessageFor } from '@contracts/messages/error-messages'
import { simulatorScheduleChangePath } from '@contracts/webhooks/webhooks.schema'
import { config } from '../config/env'
import { database } from '../db/db.server'
import { ApiError, NotFoundError } from '../http/errors'
import { outOfReach, type Integrator } from '../integrators/integrator-access.server'
import { sandboxCall } from '../upstream/upstream.server'
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookDeliveries, listWebhookEndpoints, resendWebhookDelivery } from './webhook-endpoints.server'
import { nudgeWebhookDelivery } from './webhook-delivery.server'
import { emitReservationEvent, partnerOf } from './reservation-events.server'

/** What the API handler passes each route (server/bff/api-handler.server.ts). */
type Context = { request: Request; integrator?: Integrator }

/** The partner key calling; anyone else is answered 401. */
function partnerKeyOf({ integrator }: Context) {
  if (integrator?.kind !== 'partner-key') throw outOfReach('partner', integrator) ?? new ApiError(401, [{ code: 'UNAUTHORIZED', category: 'SECURITY', message: 'Webhook endpoints belong to a partner API key: send it as x-api-key.' }])
  return integrator.credentialId
}

const reservationNotFound = () => new NotFoundError('There is no flight reservation with that number booked with this API key.')

export const webhooksRouter = tsr.router(webhooksContract, {
  createEndpoint: async ({ body }, context: Context) => ({ status: 201, body: await createWebhookEndpoint(await database(), partnerKeyOf(context), body, config().sandbox) }),
  listEndpoints: async (_args, context: Context) => ({ status: 200, body: { items: await listWebhookEndpoints(await database(), partnerKeyOf(context)) } }),
  deleteEndpoint: async ({ params }, context: Context) => {
    await deleteWebhookEndpoint(await database(), partnerKeyOf(context), params.endpointId)
    return { status: 204, body: undefined }
  },
  listDeliveries: async ({ params, query }, context: Context) => ({ status: 200, body: await listWebhookDeliveries(await database(), partnerKeyOf(context), params.endpointId, query) }),
  resendDelivery: async ({ params }, context: Context) => {
    const delivery = await resendWebhookDelivery(await database(), partnerKeyOf(context), params.endpointId, params.deliveryId)
    nudgeWebhookDelivery()
    return { status: 202, body: delivery }
  },
  scheduleChange: async ({ body }, context: Context) => {
    const credentialId = partnerKeyOf(context)
    if (!config().sandbox) throw new NotFoundError(errorMessageFor('HTTP_404', 'en-US')!, 'HTTP_404')
    const db = await database()
    const partner = await partnerOf(db, body.reservationId)
    if (partner?.credentialId !== credentialId || partner.reservationType !== 'air') throw reservationNotFound()
    const answer = await sandboxCall(simulatorScheduleChangePath, { method: 'POST', headers: new Headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) })
    if (answer.status === 404) throw reservationNotFound()
    if (!answer.ok) throw new ApiError(answer.status === 409 ? 409 : 422, ((await answer.json()) as { errors: ApiErrorObject[] }).errors)
    const reservation = (await answer.json()) as AirReservation
    const event = await emitReservationEvent(db, credentialId, 'reservation.changed', { reservationType: 'air', reservationId: reservation.reservationId, orderId: reservation.orderId, status: reservation.status, reason: 'schedule-change' })
    return { status: 202, body: event }
  },
})
