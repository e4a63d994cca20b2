// Which reservation calls become partner events (docs/decisions/135): a booking made with a partner's
// API key is that partner's (`reservation.created`); any later change or cancellation of it, by the
// partner, by its traveller on our pages or by the airline, is too (`reservation.changed`,
// `reservation.cancelled`). Each event is queued once per endpoint of the key before the caller is
// answered; sending is the delivery loop's, so a partner's endpoint never slows or fails a booking.
import type { AppRoute } from '@ts-rest/core'
import { eq } from 'drizzle-orm'
import { routeMetadataOf } from '@contracts/lxp/route-metadata'
import { reservationTypeOfPath } from '@contracts/lxp/reservation-types'
import type { WebhookEvent, WebhookEventType } from '@contracts/webhooks/webhooks.schema'
import type { Database } from '../db/database.server'
import { database } from '../db/db.server'
import type { Integrator } from '../integrators/integrator-access.server'
import { logger } from '../log/logger'
import { newWebhookId } from './webhook-endpoints.server'
import { nudgeWebhookDelivery } from './webhook-delivery.server'
import { partnerReservation, webhookDelivery, webhookEndpoint } from './webhooks.tables'

type Reason = WebhookEvent['data']['reason']

/** Queues an event for every endpoint of the key; answers the event (also when the key has no endpoint). */
export async function emitReservationEvent(db: Database, credentialId: string, type: WebhookEventType, data: WebhookEvent['data'], now = new Date()): Promise<WebhookEvent> {
  const event: WebhookEvent = { id: newWebhookId('evt_'), type, createdAt: now.toISOString(), data }
  const body = JSON.stringify(event)
  const endpoints = await db.select({ id: webhookEndpoint.id }).from(webhookEndpoint).where(eq(webhookEndpoint.credentialId, credentialId))
  if (endpoints.length > 0) {
    await db.insert(webhookDelivery).values(endpoints.map((endpoint) => ({ id: newWebhookId('wd_'), endpointId: endpoint.id, eventId: event.id, eventType: type, body, nextAttemptAt: now })))
    nudgeWebhookDelivery()
  }
  return event
}

/** The partner key a reservation was booked with, if any. */
export async function partnerOf(db: Database, reservationId: string) {
  const [row] = await db.select().from(partnerReservation).where(eq(partnerReservation.reservationId, reservationId))
  return row
}

type Answered = { status: number; body: unknown; replayed: boolean }

/**
 * What a booking, change or cancellation answered, told to the partner it concerns. A replay of an
 * earlier answer (the same idempotency key) is no new event.
 */
async function announce(route: AppRoute, reservationInPath: string | undefined, answer: Answered, integrator: Integrator | undefined) {
  const retry = routeMetadataOf(route).retry
  const reservationType = reservationTypeOfPath(route.path)
  if ((retry !== 'booking' && retry !== 'cancellation') || !reservationType || answer.replayed || answer.status < 200 || answer.status >= 300) return
  const body = answer.body as { reservationId?: string; orderId?: string; status?: 'CONFIRMED' | 'CANCELLED' }
  const reservationId = reservationInPath ?? body.reservationId
  if (!reservationId || !body.orderId) return
  const db = await database()
  const data = (reason: Reason, status: 'CONFIRMED' | 'CANCELLED') => ({ reservationType, reservationId, orderId: body.orderId!, status, reason })
  if (!reservationInPath) {
    if (integrator?.kind !== 'partner-key') return
    const recorded = await db.insert(partnerReservation).values({ reservationId, credentialId: integrator.credentialId, reservationType }).onConflictDoNothing().returning({ reservationId: partnerReservation.reservationId })
    if (recorded.length > 0) await emitReservationEvent(db, integrator.credentialId, 'reservation.created', data('booked', 'CONFIRMED'))
    return
  }
  const partner = await partnerOf(db, reservationId)
  if (!partner) return
  if (retry === 'cancellation') await emitReservationEvent(db, partner.credentialId, 'reservation.cancelled', data('cancelled', 'CANCELLED'))
  else await emitReservationEvent(db, partner.credentialId, 'reservation.changed', data('changed', body.status ?? 'CONFIRMED'))
}

/** As announce, never failing the call it follows: a lost event is logged, the traveller's booking stands. */
export async function announceReservationCall(route: AppRoute, reservationInPath: string | undefined, answer: Answered, integrator: Integrator | undefined) {
  try {
    await announce(route, reservationInPath, answer, integrator)
  } catch (error) {
    logger.error({ err: error, route: route.path }, 'a partner event could not be queued')
  }
}
