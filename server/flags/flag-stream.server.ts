// GET /api/flags/stream (issue 7, §R7 "streaming on"): Server-Sent Events telling open pages
// which flags changed, so they fetch their flags again without a reload. The event names flags, not
// values: a value depends on who is asking, and the page asks with its own identity.
import { rateLimitCategory } from '@contracts/api/api-error'
import { clientAddressOf } from '../http/client-address'
import { featureFlags } from './flags.server'

export const flagStreamSettings = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMillis: 25_000,
  /** The browser waits this long before reconnecting a dropped stream. */
  retryMillis: 3_000,
  /** Open streams one process holds at most; beyond, 503 and the browser retries later. */
  maxStreams: 1_000,
  /**
   * Open streams one client address holds at most; beyond, 429 (issue 35: one client took every
   * stream). A page holds one, and a browser six connections to a site over HTTP/1.1.
   */
  maxStreamsPerClient: 10,
  /** What Retry-After tells a refused client. */
  retryAfterSeconds: 30,
} as const

export const flagsChangedEvent = 'flags-changed'

type Subscribe = (listener: (flagsChanged: string[]) => void) => () => void

const open = new Set<() => void>()
/** Open streams by client address. */
const openByClient = new Map<string, number>()

const refusal = (status: 429 | 503, message: string) =>
  Response.json(
    { errors: [{ code: 'TOO_MANY_STREAMS', category: status === 429 ? rateLimitCategory : 'AVAILABILITY', message }] },
    { status, headers: { 'retry-after': String(flagStreamSettings.retryAfterSeconds), 'cache-control': 'no-store' } },
  )

export function flagStreamResponse(
  request: Request,
  {
    subscribe = (listener) => featureFlags().onConfigurationChanged(listener),
    heartbeatMillis = flagStreamSettings.heartbeatMillis,
    client = clientAddressOf(request),
  }: { subscribe?: Subscribe; heartbeatMillis?: number; client?: string } = {},
): Response {
  const clientStreams = openByClient.get(client) ?? 0
  if (clientStreams >= flagStreamSettings.maxStreamsPerClient) return refusal(429, 'Too many open flag streams from your address; close some pages and try again.')
  if (open.size >= flagStreamSettings.maxStreams) return refusal(503, 'Too many open flag streams; try again shortly.')
  const encoder = new TextEncoder()
  let close = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          close()
        }
      }
      const unsubscribe = subscribe((flagsChanged) => send(`event: ${flagsChangedEvent}\ndata: ${JSON.stringify({ flags: flagsChanged })}\n\n`))
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), heartbeatMillis)
      close = () => {
        if (!open.delete(close)) return
        const left = (openByClient.get(client) ?? 1) - 1
        if (left > 0) openByClient.set(client, left)
        else openByClient.delete(client)
        unsubscribe()
        clearInterval(heartbeat)
        request.signal?.removeEventListener('abort', close)
        try {
          controller.close()
        } catch {
          // already closed by the reader
        }
      }
      open.add(close)
      openByClient.set(client, clientStreams + 1)
      request.signal?.addEventListener('abort', close)
      send(`retry: ${flagStreamSettings.retryMillis}\n: flags stream open\n\n`)
    },
    cancel() {
      close()
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies such as nginx would otherwise hold events back in their buffer.
      'x-accel-buffering': 'no',
    },
  })
}

/** Ends every open stream (at shutdown, so in-flight requests can finish; browsers reconnect elsewhere). */
export function closeFlagStreams() {
  for (const close of [...open]) close()
}

export function openFlagStreamCount() {
  return open.size
}
