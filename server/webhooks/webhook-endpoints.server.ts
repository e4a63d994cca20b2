// A partner's webhook endpoints and their delivery logs (docs/decisions/135): registered, listed and
// deleted per API key, a delivery resent at the partner's word. Another key's endpoint answers the
// 404 of one that does not exist.
import { randomBytes } from 'node:crypto'
import { and, count, desc, eq } from 'drizzle-orm'
import { maxEndpointsPerKey } from '@contracts/webhooks/webhooks.schema'
import type { Database } from '../db/database.server'
import { ApiError, NotFoundError, ValidationError } from '../http/errors'
import { encryptWebhookSecret, newWebhookSecret } from './webhook-secrets.server'
import { endpointUrlProblem } from './webhook-targets.server'
import { webhookDelivery, webhookEndpoint } from './webhooks.tables'

export const newWebhookId = (prefix: 'we_' | 'wd_' | 'evt_') => `${prefix}${randomBytes(16).toString('base64url')}`

const endpointColumns = { id: webhookEndpoint.id, url: webhookEndpoint.url, description: webhookEndpoint.description, secretStart: webhookEndpoint.secretStart, createdAt: webhookEndpoint.createdAt }
type EndpointRow = { id: string; url: string; description: string; secretStart: string; createdAt: Date }
const endpointView = (row: EndpointRow) => ({ ...row, createdAt: row.createdAt.toISOString() })

export async function createWebhookEndpoint(db: Database, credentialId: string, request: { url: string; description: string }, sandbox: boolean) {
  const problem = endpointUrlProblem(request.url, sandbox)
  if (problem) throw new ValidationError([{ code: 'VALIDATION_ERROR', category: 'VALIDATION', message: `The endpoint URL ${problem}.`, field: 'body.url' }])
  const [held] = await db.select({ count: count() }).from(webhookEndpoint).where(eq(webhookEndpoint.credentialId, credentialId))
  if ((held?.count ?? 0) >= maxEndpointsPerKey) {
    throw new ApiError(422, [{ code: 'TOO_MANY_ENDPOINTS', category: 'VALIDATION', message: `An API key has at most ${maxEndpointsPerKey} webhook endpoints: delete one first.` }])
  }
  const secret = newWebhookSecret()
  const [row] = await db
    .insert(webhookEndpoint)
    .values({ id: newWebhookId('we_'), credentialId, url: new URL(request.url).href, description: request.description, secretCiphertext: encryptWebhookSecret(secret), secretStart: secret.slice(0, 10) })
    .returning(endpointColumns)
  if (!row) throw new Error('the webhook endpoint was not stored')
  return { ...endpointView(row), secret }
}

export async function listWebhookEndpoints(db: Database, credentialId: string) {
  const rows = await db.select(endpointColumns).from(webhookEndpoint).where(eq(webhookEndpoint.credentialId, credentialId)).orderBy(desc(webhookEndpoint.createdAt))
  return rows.map(endpointView)
}

const endpointNotFound = () => new NotFoundError('There is no such webhook endpoint for this API key.', 'WEBHOOK_ENDPOINT_NOT_FOUND')

/** Deletes the endpoint with its deliveries (pending ones are not sent). */
export async function deleteWebhookEndpoint(db: Database, credentialId: string, endpointId: string) {
  const deleted = await db
    .delete(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.credentialId, credentialId)))
    .returning({ id: webhookEndpoint.id })
  if (deleted.length === 0) throw endpointNotFound()
}

async function ownEndpoint(db: Database, credentialId: string, endpointId: string) {
  const [row] = await db
    .select({ id: webhookEndpoint.id })
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.credentialId, credentialId)))
  if (!row) throw endpointNotFound()
}

type DeliveryRow = typeof webhookDelivery.$inferSelect
const iso = (value: Date | null) => value?.toISOString() ?? null

export function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as 'reservation.created' | 'reservation.changed' | 'reservation.cancelled',
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listWebhookDeliveries(db: Database, credentialId: string, endpointId: string, { page, pageSize }: { page: number; pageSize: number }) {
  await ownEndpoint(db, credentialId, endpointId)
  const [total] = await db.select({ count: count() }).from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpointId))
  const rows = await db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, endpointId))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const all = total?.count ?? 0
  return { items: rows.map(deliveryView), page, pageSize, pageCount: Math.ceil(all / pageSize), total: all }
}

/** Puts a delivery back in the queue, due now, with a fresh round of attempts: the same event, signed anew when sent. */
export async function resendWebhookDelivery(db: Database, credentialId: string, endpointId: string, deliveryId: string, now = new Date()) {
  await ownEndpoint(db, credentialId, endpointId)
  const [row] = await db
    .update(webhookDelivery)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, leaseUntil: null, deliveredAt: null })
    .where(and(eq(webhookDelivery.id, deliveryId), eq(webhookDelivery.endpointId, endpointId)))
    .returning()
  if (!row) throw new NotFoundError('There is no such delivery on this webhook endpoint.', 'WEBHOOK_DELIVERY_NOT_FOUND')
  return deliveryView(row)
}
