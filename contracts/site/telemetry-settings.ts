// Telemetry settings of §R9 (and the analytics timing of §R4), for the browser and the server: here, in the
// contracts both import (the page-view beacon's two settings stay in app/lib/telemetry/page-load-settings.ts).

/** OpenTelemetry batch processing and export (§R9 "Telemetry"). */
export const telemetryExport = {
  maxExportBatchSize: 512,
  maxQueueSize: 2048,
  scheduledDelayMillis: 5000,
  exportTimeoutMillis: 30_000,
  attributeCountLimit: 128,
  maxConcurrentExports: 30,
  transportTimeoutMillis: 10_000,
} as const

/** Retry of a failed export: these statuses only, up to 5 times, 1000 ms growing ×1.5 up to 5000 ms. */
export const telemetryRetry = {
  retryableStatuses: [429, 502, 503, 504],
  maxAttempts: 5,
  initialBackoffMillis: 1000,
  backoffMultiplier: 1.5,
  maxBackoffMillis: 5000,
} as const

export const telemetrySampling = { rum: 1, tracing: 0.7 } as const

/** OTLP/HTTP JSON paths under the configured endpoint (§R7). */
export const otlpPaths = { logs: 'v1/logs', traces: 'v1/traces', metrics: 'v1/metrics' } as const

/** Feature-flag client (§R7, §R9). */
export const featureFlagClient = {
  eventsCapacity: 100,
  flushIntervalMillis: 2000,
  initializationTimeoutMillis: 5000,
  readinessPollMillis: 50,
  readinessTimeoutMillis: 4000,
} as const

export function isRetryableStatus(status: number) {
  return (telemetryRetry.retryableStatuses as readonly number[]).includes(status)
}

/** The wait before retry `attempt` (1-based): 1000, 1500, 2250, 3375, 5000 ms; undefined past the last. */
export function retryDelayMillis(attempt: number): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > telemetryRetry.maxAttempts) return undefined
  const delay = telemetryRetry.initialBackoffMillis * telemetryRetry.backoffMultiplier ** (attempt - 1)
  return Math.min(delay, telemetryRetry.maxBackoffMillis)
}
