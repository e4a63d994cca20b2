// How an event is signed for its endpoint (docs/decisions/135, guide *Webhooks*): the header
// `webhook-signature: t=<unix seconds>,v1=<hex>` where v1 is HMAC-SHA256 over `<t>.<body>` with the
// endpoint's secret. A receiver recomputes it, compares in constant time and refuses a timestamp
// further than the replay window from its own clock.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const signatureHeader = 'webhook-signature'
export const eventIdHeader = 'webhook-id'

/** How far a signature's timestamp may be from the receiver's clock, either way. */
export const replayWindowSeconds = 300

function signatureOf(secret: string, timestamp: number, body: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

/** The header value for a body sent at `now`. */
export function signWebhook(secret: string, body: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000)
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' }

/** Checks a received header against the body as received (the raw bytes, before any JSON parsing). */
export function verifyWebhook(secret: string, body: string, header: string | null | undefined, now = new Date(), toleranceSeconds = replayWindowSeconds): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]))
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1')
  if (!Number.isSafeInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' }
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' }
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex')
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' }
}
