// Issue 7 server OpenTelemetry (§D2, §D7 observability; §R7.24 telemetry calls, §R9 settings):
// off without an endpoint; with one, traces, logs and metrics reach a local fake collector over
// OTLP/HTTP JSON at v1/traces, v1/logs and v1/metrics, and pino lines carry trace_id/span_id.
import { afterAll, describe, expect, it } from 'vitest'
import { context, metrics, trace, TraceFlags } from '@opentelemetry/api'
import { otlpUrl, startServerTelemetry } from '@server/telemetry/otel.server'
import { capturedLogger } from '../../fixtures/captured-logger'
import { startFakeCollector } from '../../fixtures/fake-otlp-collector'


const collector = await startFakeCollector()
afterAll(() => collector.close())

const options = { serviceName: 'travel-rewards', serviceVersion: '0.1.0', environment: 'test', hookModules: false }
const sampledParent = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED, isRemote: true }

describe('server telemetry', () => {
  it('builds the signal URLs under the endpoint, with or without a path', () => {
    expect(otlpUrl('http://collector:4318', 'traces')).toBe('http://collector:4318/v1/traces')
    expect(otlpUrl('http://collector:4318/otel/', 'logs')).toBe('http://collector:4318/otel/v1/logs')
    expect(otlpUrl('http://collector:4318/otel', 'metrics')).toBe('http://collector:4318/otel/v1/metrics')
  })

  it('starts nothing and sends nothing when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
    expect(await startServerTelemetry({ ...options, endpoint: undefined })).toBeUndefined()
    const { logger, lines } = capturedLogger('info')
    trace.getTracer('test').startActiveSpan('unsent', (span) => {
      logger.info('no sdk')
      span.end()
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(collector.received).toEqual([])
    expect(lines[0]).not.toHaveProperty('trace_id')
  })

  it('exports traces, logs and metrics as OTLP JSON and puts trace ids on log lines', async () => {
    const telemetry = await startServerTelemetry({ ...options, endpoint: collector.url })
    expect(telemetry).toBeDefined()
    const { logger, lines } = capturedLogger('info')
    // A sampled remote parent (as a browser's traceparent would give): the trace continues.
    const parent = trace.setSpanContext(context.active(), sampledParent)
    context.with(parent, () =>
      trace.getTracer('test').startActiveSpan('GET /api/lxp/customer/profile', (span) => {
        span.setAttribute('correlation_id', 'corr-12345678')
        span.setAttribute('url.path', '/api/lxp/reservations/car/4111%201111%201111%201111')
        logger.info({ correlationId: 'corr-12345678', cardNumber: '4111111111111111' }, 'inside the request')
        span.end()
      }),
    )
    metrics.getMeter('test').createCounter('bookings').add(1)
    await telemetry?.flush()
    await telemetry?.shutdown()

    expect(lines[0]).toMatchObject({ trace_id: sampledParent.traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/), msg: 'inside the request' })

    const [traces] = collector.of('/v1/traces')
    expect(traces?.contentType).toBe('application/json')
    const resourceSpans = (traces?.body as { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: { name: string; traceId: string; parentSpanId: string; attributes: { key: string }[] }[] }[] }[] }).resourceSpans
    expect(resourceSpans[0]?.resource.attributes).toEqual(expect.arrayContaining([{ key: 'service.name', value: { stringValue: 'travel-rewards' } }, { key: 'deployment.environment.name', value: { stringValue: 'test' } }]))
    const span = resourceSpans.flatMap((entry) => entry.scopeSpans.flatMap((scope) => scope.spans)).find((candidate) => candidate.name === 'GET /api/lxp/customer/profile')
    expect(span).toMatchObject({ traceId: sampledParent.traceId, parentSpanId: sampledParent.spanId })
    expect(span?.attributes).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'correlation_id' })]))
    // A card number typed into an address is masked in the span's URL attributes as in the log (issue 41).
    expect(span?.attributes).toEqual(expect.arrayContaining([{ key: 'url.path', value: { stringValue: '/api/lxp/reservations/car/****1111' } }]))
    expect(JSON.stringify(traces?.body)).not.toContain('4111%201111')

    const [logs] = collector.of('/v1/logs')
    expect(logs?.contentType).toBe('application/json')
    const records = (logs?.body as { resourceLogs: { scopeLogs: { logRecords: { severityText: string; body: { stringValue: string }; attributes: { key: string; value: { stringValue?: string } }[] }[] }[] }[] }).resourceLogs.flatMap((entry) => entry.scopeLogs.flatMap((scope) => scope.logRecords))
    const record = records.find((candidate) => candidate.body.stringValue === 'inside the request')
    expect(record?.severityText).toBe('INFO')
    expect(record?.attributes).toEqual(expect.arrayContaining([{ key: 'trace_id', value: { stringValue: sampledParent.traceId } }, { key: 'correlationId', value: { stringValue: 'corr-12345678' } }]))
    // The forwarded record is the redacted line: no card number leaves the process.
    expect(JSON.stringify(logs?.body)).not.toContain('4111111111111111')

    const [metricsExport] = collector.of('/v1/metrics')
    expect(metricsExport?.contentType).toBe('application/json')
    expect(JSON.stringify(metricsExport?.body)).toContain('"bookings"')
  })
})
