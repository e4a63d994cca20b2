// The counters operators read (issue 38): OpenTelemetry instruments, no-ops until the SDK starts
// (OTEL_EXPORTER_OTLP_ENDPOINT), so callers count unconditionally.
import { metrics } from '@opentelemetry/api'

const meter = () => metrics.getMeter('travel-rewards')

let counters: ReturnType<typeof createCounters> | undefined

function createCounters() {
  return {
    /** A rate-limit decision made in this process because the shared store failed or was late. */
    rateLimitFallbacks: meter().createCounter('rate_limit.fallbacks', { description: 'Rate-limit decisions counted in this process because the shared store (Redis or PostgreSQL) failed or did not answer in time' }),
  }
}

/** The process's counters, created on first use (after the SDK registered its meter provider). */
export function operationsMetrics() {
  counters ??= createCounters()
  return counters
}

/** What each dependency readiness does not require is doing: 1 degraded, 0 fine (an observable gauge). */
export function observeDegradedDependencies(read: () => Record<string, boolean>) {
  meter()
    .createObservableGauge('dependency.degraded', { description: 'Whether a dependency this instance can serve without is failing (1) or fine (0)' })
    .addCallback((result) => {
      for (const [dependency, degraded] of Object.entries(read())) result.observe(degraded ? 1 : 0, { dependency })
    })
}
