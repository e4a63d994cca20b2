// Events pushed to partners (docs/decisions/135): the endpoints a partner registers for its API key,
// the events posted to them, and the log of each delivery.
import { z } from 'zod'
import { reservationTypes } from '../lxp/reservation-types'

export const webhookEventTypes = ['reservation.created', 'reservation.changed', 'reservation.cancelled'] as const
export const WebhookEventTypeSchema = z.enum(webhookEventTypes)
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>

/** What moved a reservation: a booking, a change its traveller made, a change the airline made, a cancellation. */
export const webhookEventReasons = ['booked', 'changed', 'schedule-change', 'cancelled'] as const

/**
 * The sandbox simulator's own call that moves a booked flight (simulator/http/schedule-change-route.ts),
 * named here so that the app asks for it without loading the simulator.
 */
export const simulatorScheduleChangePath = '/sandbox/air/schedule-change'

/** Most endpoints one API key may have. */
export const maxEndpointsPerKey = 5

export const WebhookEventSchema = z
  .object({
    id: z.string().describe('Unique per event (`evt_…`); the same on every retry and resend, so a receiver drops one it has already handled'),
    type: WebhookEventTypeSchema,
    createdAt: z.iso.datetime().describe('When the event happened'),
    data: z.object({
      reservationType: z.enum(reservationTypes).describe('The line, as in `/api/lxp/reservations/{type}/{reservationId}`, where the reservation is read in full'),
      reservationId: z.string(),
      orderId: z.string(),
      status: z.enum(['CONFIRMED', 'CANCELLED']),
      reason: z.enum(webhookEventReasons).describe('`booked` (created), `changed` by its traveller or `schedule-change` by the airline (changed), `cancelled`'),
    }),
  })
  .meta({
    id: 'WebhookEvent',
    examples: [
      {
        id: 'evt_3bT9qY1mK0cWm2xLr8vA4g',
        type: 'reservation.changed',
        createdAt: '2027-03-02T09:15:00.000Z',
        data: { reservationType: 'air', reservationId: 'AR-7KQ2M9XWPA', orderId: 'OR-7KQ2M9XWPA', status: 'CONFIRMED', reason: 'schedule-change' },
      },
    ],
  })
export type WebhookEvent = z.infer<typeof WebhookEventSchema>

export const WebhookEndpointRequestSchema = z
  .object({
    url: z.string().trim().min(1).max(2000).describe('Where events are posted: https (in the sandbox, http to localhost too)').meta({ example: 'https://partner.example/webhooks/rewards-travel' }),
    description: z.string().trim().max(200).default('').meta({ example: 'Booking sync' }),
  })
  .meta({ id: 'WebhookEndpointRequest' })

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    secretStart: z.string().describe('The first characters of the signing secret, to tell endpoints apart'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint', examples: [{ id: 'we_Q2x8…', url: 'https://partner.example/webhooks/rewards-travel', description: 'Booking sync', secretStart: 'whsec_k3Jd', createdAt: '2027-03-01T10:00:00.000Z' }] })

export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('The signing secret (`whsec_…`): shown this once; keep it with your receiver'),
}).meta({ id: 'CreatedWebhookEndpoint' })

export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) }).meta({ id: 'WebhookEndpointList' })

export const WebhookEndpointParamsSchema = z.object({ endpointId: z.string().regex(/^we_[A-Za-z0-9_-]{10,40}$/, 'must be an endpoint id') })
export const WebhookDeliveryParamsSchema = WebhookEndpointParamsSchema.extend({ deliveryId: z.string().regex(/^wd_[A-Za-z0-9_-]{10,40}$/, 'must be a delivery id') })

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: WebhookEventTypeSchema,
    status: z.enum(['pending', 'delivered', 'failed']).describe('`pending` until a 2xx answer or the last attempt; `failed` after the last'),
    attempts: z.int().min(0),
    nextAttemptAt: z.iso.datetime().nullable().describe('When the next attempt is due; null once delivered or failed'),
    lastAttemptAt: z.iso.datetime().nullable(),
    lastStatusCode: z.int().nullable().describe("The receiver's status on the last attempt; null when it did not answer"),
    lastError: z.string().nullable().describe('Why the last attempt failed, when it did'),
    deliveredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery' })

export const WebhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(20),
})

export const WebhookDeliveryListSchema = z
  .object({ items: z.array(WebhookDeliverySchema), page: z.int(), pageSize: z.int(), pageCount: z.int(), total: z.int() })
  .meta({ id: 'WebhookDeliveryList' })

export const ScheduleChangeRequestSchema = z
  .object({
    reservationId: z.string().regex(/^[A-Z0-9-]{6,40}$/, 'must be a reservation id'),
    minutes: z.int().min(-720).max(720).refine((value) => value !== 0, 'must move the flights').default(90).describe('How far the airline moves every flight of the booking'),
  })
  .meta({ id: 'ScheduleChangeRequest' })
