// The delivery loop (docs/decisions/135): works through the durable queue in webhook_delivery, posts
// each event signed to its endpoint, and retries a non-2xx answer, a timeout or a refused connection
// with growing delays until the last attempt. Rows are claimed with a lease (FOR UPDATE SKIP LOCKED),
// so several instances on one PostgreSQL share the queue and a restart picks up where it stopped.
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm'
import { config } from '../config/env'
import type { Database } from '../db/database.server'
import { database } from '../db/db.server'
import { logger } from '../log/logger'
import { decryptWebhookSecret } from './webhook-secrets.server'
import { eventIdHeader, signatureHeader, signWebhook } from './webhook-signature'
import { deliveryTargetProblem } from './webhook-targets.server'
import { webhookDelivery, webhookEndpoint } from './webhooks.tables'

/** Seconds to wait after each failed attempt: 7 attempts over about 19 hours, then `failed`. */
export const retryDelaysSeconds = [30, 120, 600, 3_600, 4 * 3_600, 14 * 3_600] as const
export const maxAttempts = retryDelaysSeconds.length + 1
/** How long one attempt may take before it counts as failed. */
export const attemptTimeoutMs = 10_000
/** How long a claimed row is this process's to send (longer than an attempt). */
const leaseMs = 60_000
const batchSize = 20

type Send = (url: string, init: RequestInit) => Promise<Response>

export type DeliveryOptions = { db?: Database; now?: Date; send?: Send; sandbox?: boolean }

type Outcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string }

function secretOf(secretCiphertext: string) {
  try {
    return decryptWebhookSecret(secretCiphertext)
  } catch {
    return undefined
  }
}

async function attempt(endpoint: { url: string; secretCiphertext: string }, row: { eventId: string; body: string }, now: Date, send: Send, sandbox: boolean): Promise<Outcome> {
  const target = new URL(endpoint.url)
  const refused = await deliveryTargetProblem(target, sandbox)
  if (refused) return { ok: false, statusCode: null, error: `Not sent: ${refused}.` }
  // A secret stored under another AUTH_SECRET cannot be read: the partner registers the endpoint again.
  const secret = secretOf(endpoint.secretCiphertext)
  if (!secret) return { ok: false, statusCode: null, error: 'Not sent: the signing secret cannot be read on this server; register the endpoint again.' }
  try {
    const response = await send(target.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'RewardsTravel-Webhooks/1', [eventIdHeader]: row.eventId, [signatureHeader]: signWebhook(secret, row.body, now) },
      body: row.body,
      // A redirect is not followed (it could lead inside our network): it counts as a failure.
      redirect: 'manual',
      signal: AbortSignal.timeout(attemptTimeoutMs),
    })
    await response.body?.cancel().catch(() => undefined)
    if (response.status >= 200 && response.status < 300) return { ok: true, statusCode: response.status }
    return { ok: false, statusCode: response.status, error: `The endpoint answered ${response.status}.` }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return { ok: false, statusCode: null, error: timedOut ? `No answer within ${attemptTimeoutMs / 1000} s.` : 'The endpoint could not be reached.' }
  }
}

/** Claims the deliveries due at `now` (at most one batch) and sends them; answers how many were attempted. */
export async function deliverDueWebhooks({ db: given, now = new Date(), send = fetch, sandbox = config().sandbox }: DeliveryOptions = {}): Promise<number> {
  const db = given ?? (await database())
  const due = and(eq(webhookDelivery.status, 'pending'), lte(webhookDelivery.nextAttemptAt, now), or(isNull(webhookDelivery.leaseUntil), lt(webhookDelivery.leaseUntil, now)))
  const claimable = db.select({ id: webhookDelivery.id }).from(webhookDelivery).where(due).orderBy(webhookDelivery.nextAttemptAt).limit(batchSize).for('update', { skipLocked: true })
  const claimed = await db
    .update(webhookDelivery)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(due, inArray(webhookDelivery.id, claimable)))
    .returning()
  if (claimed.length === 0) return 0
  const endpoints = await db
    .select({ id: webhookEndpoint.id, url: webhookEndpoint.url, secretCiphertext: webhookEndpoint.secretCiphertext })
    .from(webhookEndpoint)
    .where(inArray(webhookEndpoint.id, [...new Set(claimed.map((row) => row.endpointId))]))
  const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]))
  await Promise.all(
    claimed.map(async (row) => {
      const endpoint = endpointOf.get(row.endpointId)
      if (!endpoint) return
      const outcome = await attempt(endpoint, row, now, send, sandbox)
      const attempts = row.attempts + 1
      const finished = outcome.ok || attempts >= maxAttempts
      const delaySeconds = retryDelaysSeconds[Math.min(attempts, retryDelaysSeconds.length) - 1] ?? 0
      await db
        .update(webhookDelivery)
        .set({
          status: outcome.ok ? 'delivered' : finished ? 'failed' : 'pending',
          attempts,
          lastAttemptAt: now,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.ok ? null : outcome.error,
          deliveredAt: outcome.ok ? now : null,
          nextAttemptAt: finished ? now : new Date(now.getTime() + delaySeconds * 1000),
          leaseUntil: null,
        })
        .where(eq(webhookDelivery.id, row.id))
      // The endpoint's id only: its URL may carry the partner's own token.
      if (!outcome.ok) logger.info({ endpointId: row.endpointId, deliveryId: row.id, attempts, statusCode: outcome.statusCode, finished }, 'webhook delivery failed')
    }),
  )
  return claimed.length
}

let loop: { timer: NodeJS.Timeout | undefined; running: Promise<void> | undefined; again: boolean; stopped: boolean } | undefined

const pollMs = 5_000

function runSoon(delayMs: number) {
  if (!loop || loop.stopped) return
  clearTimeout(loop.timer)
  loop.timer = setTimeout(() => void tick(), delayMs)
  loop.timer.unref()
}

async function tick() {
  const current = loop
  if (!current || current.stopped) return
  if (current.running) {
    current.again = true
    return
  }
  current.running = (async () => {
    try {
      // A full batch means more may be due: go on at once.
      while ((await deliverDueWebhooks()) === batchSize && !current.stopped);
    } catch (error) {
      logger.warn({ err: error }, 'webhook deliveries could not be worked through; trying again shortly')
    }
  })()
  await current.running
  current.running = undefined
  const again = current.again
  current.again = false
  runSoon(again ? 0 : pollMs)
}

/** Starts the loop in the serving process (server/http/lifecycle.server.ts); a second call does nothing. */
export function startWebhookDelivery() {
  if (loop) return
  loop = { timer: undefined, running: undefined, again: false, stopped: false }
  runSoon(0)
}

/**
 * A new event is queued: send it now rather than at the next poll, when the loop runs in this process.
 * The development server (`npm run dev`) has no boot(): its loop starts with its first event.
 */
export function nudgeWebhookDelivery() {
  if (!loop && config().NODE_ENV === 'development') startWebhookDelivery()
  if (loop && !loop.stopped) runSoon(0)
}

export async function stopWebhookDelivery() {
  const current = loop
  loop = undefined
  if (!current) return
  current.stopped = true
  clearTimeout(current.timer)
  await current.running
}
