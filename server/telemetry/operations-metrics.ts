// The figures operators read (issue 38): OpenTelemetry instruments, no-ops until the SDK starts
// (OTEL_EXPORTER_OTLP_ENDPOINT or a Prometheus endpoint), so callers count unconditionally.
import { metrics, ValueType, type MeterProvider } from '@opentelemetry/api'

let made: { provider: MeterProvider; instruments: ReturnType<typeof createInstruments> } | undefined

function createInstruments(provider: MeterProvider) {
  const meter = provider.getMeter('travel-rewards')
  return {
    /** A rate-limit decision made in this process because the shared store failed or was late. */
    rateLimitFallbacks: meter.createCounter('rate_limit.fallbacks', { description: 'Rate-limit decisions counted in this process because the shared store (Redis or PostgreSQL) failed or did not answer in time' }),
    /** A booking the platform was asked for, by line and outcome (booked, replayed, refused, failed). */
    bookings: meter.createCounter('bookings', { description: 'Bookings asked of the travel platform, by line of business and outcome' }),
    /** A cancellation the platform was asked for, by line and outcome. */
    cancellations: meter.createCounter('cancellations', { description: 'Cancellations asked of the travel platform, by line of business and outcome' }),
    /** An upstream call that got no answer or a server error (error.type: no_answer or the status). */
    upstreamErrors: meter.createCounter('upstream.errors', { description: 'Calls to the travel platform that got no answer or a 5xx' }),
    /** Each request the app answers, by method, route template and status (semantic conventions' name and unit). */
    httpServerDuration: meter.createHistogram('http.server.request.duration', {
      unit: 's',
      description: 'Duration of HTTP server requests, by route template',
      valueType: ValueType.DOUBLE,
      advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10] },
    }),
  }
}

/** The process's instruments, made from the meter provider registered now (the SDK's once it started). */
export function operationsMetrics() {
  const provider = metrics.getMeterProvider()
  if (made?.provider !== provider) made = { provider, instruments: createInstruments(provider) }
  return made.instruments
}

/** Records one answered request; `route` is its template (`/api/calendar/$type/$reservationId`), never the raw path. */
export function recordHttpRequest({ method, route, status, durationMs }: { method: string; route: string | undefined; status: number; durationMs: number }) {
  operationsMetrics().httpServerDuration.record(durationMs / 1000, {
    'http.request.method': method,
    'http.response.status_code': status,
    ...(route ? { 'http.route': route } : {}),
  })
}

/** What a booking or cancellation came to, for its counter. */
export function bookingOutcomeOf(status: number, replayed: boolean) {
  if (status >= 200 && status < 300) return replayed ? 'replayed' : 'booked'
  return status >= 500 || status === 0 ? 'failed' : 'refused'
}

/** What each dependency readiness does not require is doing: 1 degraded, 0 fine (an observable gauge). */
export function observeDegradedDependencies(read: () => Record<string, boolean>) {
  metrics
    .getMeter('travel-rewards')
    .createObservableGauge('dependency.degraded', { description: 'Whether a dependency this instance can serve without is failing (1) or fine (0)' })
    .addCallback((result) => {
      for (const [dependency, degraded] of Object.entries(read())) result.observe(degraded ? 1 : 0, { dependency })
    })
}
