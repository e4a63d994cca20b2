// Events pushed to partners (docs/decisions/135): a partner registers endpoints for its API key, reads
// each endpoint's delivery log and resends a delivery; in the sandbox it can make the airline move a
// booked flight. The events themselves are described in the OpenAPI document's `webhooks`.
import { initContract } from '@ts-rest/core'
import { ApiErrorsSchema, commonErrorResponses } from '../api/api-error'
import {
  CreatedWebhookEndpointSchema,
  ScheduleChangeRequestSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointRequestSchema,
  WebhookEventSchema,
  maxEndpointsPerKey,
} from './webhooks.schema'

const c = initContract()

const partner = { identity: 'partner' } as const
const refusals = { ...commonErrorResponses } as const

export const webhooksContract = c.router(
  {
    createEndpoint: {
      method: 'POST',
      path: '/endpoints',
      summary: 'Register an endpoint for this API key',
      description: `Events of the reservations booked with this key are posted there, signed with the secret this answer gives once (guide *Webhooks*). An https URL on the public internet (in the sandbox, http to localhost and https to private networks too); at most ${maxEndpointsPerKey} per key (TOO_MANY_ENDPOINTS, 422).`,
      body: WebhookEndpointRequestSchema,
      responses: { 201: CreatedWebhookEndpointSchema, 422: ApiErrorsSchema, ...refusals },
      metadata: partner,
    },
    listEndpoints: {
      method: 'GET',
      path: '/endpoints',
      summary: "This API key's endpoints",
      description: 'Without their secrets, which are shown only at creation.',
      responses: { 200: WebhookEndpointListSchema, ...refusals },
      metadata: partner,
    },
    deleteEndpoint: {
      method: 'DELETE',
      path: '/endpoints/:endpointId',
      summary: 'Delete an endpoint and its delivery log',
      description: 'Nothing more is posted to it, retries included.',
      pathParams: WebhookEndpointParamsSchema,
      body: c.noBody(),
      responses: { 204: c.noBody(), ...refusals },
      metadata: partner,
    },
    listDeliveries: {
      method: 'GET',
      path: '/endpoints/:endpointId/deliveries',
      summary: "An endpoint's delivery log, newest first",
      description: 'Each event sent to the endpoint: where it stands, how many attempts it took, and the last answer or error.',
      pathParams: WebhookEndpointParamsSchema,
      query: WebhookDeliveriesQuerySchema,
      responses: { 200: WebhookDeliveryListSchema, ...refusals },
      metadata: partner,
    },
    resendDelivery: {
      method: 'POST',
      path: '/endpoints/:endpointId/deliveries/:deliveryId/resend',
      summary: 'Send an event again',
      description: 'The same event (the same `id`, signed anew) goes out at once with a fresh round of retries, whether it was delivered or failed.',
      pathParams: WebhookDeliveryParamsSchema,
      body: c.noBody(),
      responses: { 202: WebhookDeliverySchema, ...refusals },
      metadata: partner,
    },
    scheduleChange: {
      method: 'POST',
      path: '/sandbox/flight-schedule-change',
      summary: 'Sandbox: the airline moves a booked flight',
      description:
        'Sandbox only (`SANDBOX=on`; 404 elsewhere): moves every flight of a flight reservation booked with this key by `minutes`, as an airline schedule change would, and sends `reservation.changed` with the reason `schedule-change`.',
      body: ScheduleChangeRequestSchema,
      responses: { 202: WebhookEventSchema, ...refusals },
      metadata: partner,
    },
  },
  { pathPrefix: '/api/webhooks', strictStatusCodes: true },
)
