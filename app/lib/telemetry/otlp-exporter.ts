// A small OTLP/HTTP JSON exporter for the browser (docs/decisions/031-browser-and-server-telemetry.md):
// a bounded queue drained in batches, each POSTed as JSON with a transport timeout, retried on
// 429/502/503/504 on the §R9 schedule within the export timeout. No OpenTelemetry SDK is loaded.
import { isRetryableStatus, retryDelayMillis, telemetryExport } from '@contracts/site/telemetry-settings'

export type Timers = {
  setTimeout: (run: () => void, millis: number) => unknown
  clearTimeout: (handle: unknown) => void
  now: () => number
}
const defaultTimers: Timers = {
  setTimeout: (run, millis) => globalThis.setTimeout(run, millis),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

export type ExportResult = 'sent' | 'failed'

/** POSTs one JSON payload; retries a retryable answer (or a network failure) up to 5 times. */
export async function postWithRetry(
  url: string,
  payload: unknown,
  { fetch: send = globalThis.fetch, timers = defaultTimers, keepalive = false }: { fetch?: typeof fetch; timers?: Timers; keepalive?: boolean } = {},
): Promise<ExportResult> {
  const body = JSON.stringify(payload)
  const deadline = timers.now() + telemetryExport.exportTimeoutMillis
  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController()
    // Each call waits at most 10 s, and never past the 30 s export timeout.
    const timeout = timers.setTimeout(() => controller.abort(), Math.min(telemetryExport.transportTimeoutMillis, Math.max(0, deadline - timers.now())))
    let retryable: boolean
    try {
      const response = await send(url, { method: 'POST', body, keepalive, signal: controller.signal, headers: { 'content-type': 'application/json' } })
      if (response.ok) return 'sent'
      retryable = isRetryableStatus(response.status)
    } catch {
      // A network failure or the transport timeout: worth another try.
      retryable = true
    } finally {
      timers.clearTimeout(timeout)
    }
    const delay = retryDelayMillis(attempt + 1)
    if (!retryable || delay === undefined || timers.now() + delay > deadline) return 'failed'
    await new Promise<void>((resolve) => timers.setTimeout(resolve, delay))
  }
}

/** Items queued (at most 2048, the newest dropped beyond), sent in batches of 512 every 5 s, 30 exports at a time. */
export function createBatchQueue<T>({ exportBatch, timers = defaultTimers }: { exportBatch: (items: T[], options: { keepalive: boolean }) => Promise<unknown>; timers?: Timers }) {
  const queue: T[] = []
  let timer: unknown
  let running = 0
  let dropped = 0

  function schedule() {
    if (timer !== undefined || queue.length === 0) return
    timer = timers.setTimeout(() => {
      timer = undefined
      drain(false)
    }, telemetryExport.scheduledDelayMillis)
  }

  function drain(keepalive: boolean) {
    while (queue.length > 0 && running < telemetryExport.maxConcurrentExports) {
      const batch = queue.splice(0, telemetryExport.maxExportBatchSize)
      running += 1
      void Promise.resolve(exportBatch(batch, { keepalive }))
        .catch(() => undefined)
        .finally(() => {
          running -= 1
          if (queue.length >= telemetryExport.maxExportBatchSize) drain(false)
          else schedule()
        })
    }
    schedule()
  }

  return {
    add(item: T) {
      if (queue.length >= telemetryExport.maxQueueSize) {
        dropped += 1
        return
      }
      queue.push(item)
      if (queue.length >= telemetryExport.maxExportBatchSize) drain(false)
      else schedule()
    },
    /** Sends what is queued now (on page hide, with keep-alive so it survives the page). */
    flush() {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
      drain(true)
    },
    get size() {
      return queue.length
    },
    get dropped() {
      return dropped
    },
  }
}
