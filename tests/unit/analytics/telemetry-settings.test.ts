// §R9 "Telemetry" and "Feature-flag client", §R7.20 feature-flag service.
import { describe, expect, it } from 'vitest'
import { defaultTelemetryEnvironment } from '~/lib/telemetry/page-load-settings'
import {
  featureFlagClient,
  isRetryableStatus,
  otlpPaths,
  retryDelayMillis,
  telemetryExport,
  telemetrySampling,
} from '@contracts/site/telemetry-settings'

describe('telemetry settings (§R9)', () => {
  it('batches 512 from a queue of 2048 every 5000 ms, with the export limits', () => {
    expect(telemetryExport).toEqual({
      maxExportBatchSize: 512,
      maxQueueSize: 2048,
      scheduledDelayMillis: 5000,
      exportTimeoutMillis: 30_000,
      attributeCountLimit: 128,
      maxConcurrentExports: 30,
      transportTimeoutMillis: 10_000,
    })
  })

  it('retries only 429, 502, 503 and 504', () => {
    for (const status of [429, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true)
    for (const status of [400, 401, 404, 500, 501]) expect(isRetryableStatus(status)).toBe(false)
  })

  it('waits 1000 ms, then ×1.5 each time, capped at 5000 ms, for 5 retries', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMillis)).toEqual([1000, 1500, 2250, 3375, 5000])
    expect(retryDelayMillis(6)).toBeUndefined()
    expect(retryDelayMillis(0)).toBeUndefined()
  })

  it('samples all RUM and 70% of traces, in environment prod by default, on the OTLP paths', () => {
    expect(telemetrySampling).toEqual({ rum: 1, tracing: 0.7 })
    expect(defaultTelemetryEnvironment).toBe('prod')
    expect(otlpPaths).toEqual({ logs: 'v1/logs', traces: 'v1/traces', metrics: 'v1/metrics' })
  })

  it('gives the feature-flag client 100 events, a 2000 ms flush, 5 s start, 50 ms polls for 4 s', () => {
    expect(featureFlagClient).toEqual({
      eventsCapacity: 100,
      flushIntervalMillis: 2000,
      initializationTimeoutMillis: 5000,
      readinessPollMillis: 50,
      readinessTimeoutMillis: 4000,
    })
  })
})
