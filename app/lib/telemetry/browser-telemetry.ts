// Browser telemetry (issue 7, §R7.24 telemetry calls, §R9 settings): spans for page loads
// (RUM, sampling 1) and same-origin calls (tracing, sampling 0.7, with a W3C traceparent and a
// correlation id so the BFF continues the trace), log records with the §R7 fields and web
// vitals as metrics, sent as OTLP/HTTP JSON to v1/traces, v1/logs and v1/metrics. Loaded lazily, and
// only when an endpoint is configured.
import {
  isSampled,
  logsPayload,
  metricsPayload,
  randomHex,
  spanKind,
  tracesPayload,
  type Attributes,
  type LogRecord,
  type MetricRecord,
  type SpanRecord,
} from './otlp-json'
import { createBatchQueue, postWithRetry, type Timers } from './otlp-exporter'
import { otlpPaths, telemetrySampling } from '@contracts/site/telemetry-settings'
import { webVitalRecord, type WebVitalReport } from './web-vitals'

export type TelemetryContext = {
  sessionId?: string
  apiSessionId?: string
  clientAppId?: string
  componentId?: string
  url: string
  userAgent: string
  hostName: string
}

export type BrowserTelemetryOptions = {
  endpoint: string | null | undefined
  serviceName: string
  serviceVersion: string
  environment: string
  context: () => TelemetryContext
  fetch?: typeof fetch
  timers?: Timers
  random?: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>
}

export type LogLevel = 'ERROR' | 'WARN' | 'INFO'
const severityNumbers: Record<LogLevel, number> = { ERROR: 17, WARN: 13, INFO: 9 }

export type ActiveSpan = { traceId: string; spanId: string; sampled: boolean; end: (attributes?: Attributes, error?: boolean) => void }

export const correlationHeader = 'x-correlation-id'

export function startBrowserTelemetry(options: BrowserTelemetryOptions) {
  const { endpoint } = options
  if (!endpoint) return undefined
  const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`
  const tracesUrl = new URL(otlpPaths.traces, base).href
  const logsUrl = new URL(otlpPaths.logs, base).href
  const metricsUrl = new URL(otlpPaths.metrics, base).href
  const timers = options.timers
  const send = options.fetch ?? globalThis.fetch.bind(globalThis)
  const scope = { name: 'travel-rewards-browser', version: options.serviceVersion }
  const resource: Attributes = {
    'service.name': options.serviceName,
    'service.version': options.serviceVersion,
    'deployment.environment.name': options.environment,
    'telemetry.sdk.language': 'webjs',
  }
  const hex = (bytes: number) => randomHex(bytes, options.random)

  const spans = createBatchQueue<SpanRecord>({
    timers,
    exportBatch: (batch, { keepalive }) => postWithRetry(tracesUrl, tracesPayload(resource, scope, batch), { fetch: send, timers, keepalive }),
  })
  const logs = createBatchQueue<LogRecord>({
    timers,
    exportBatch: (batch, { keepalive }) => postWithRetry(logsUrl, logsPayload(resource, scope, batch), { fetch: send, timers, keepalive }),
  })
  const metrics = createBatchQueue<MetricRecord>({
    timers,
    exportBatch: (batch, { keepalive }) => postWithRetry(metricsUrl, metricsPayload(resource, scope, batch), { fetch: send, timers, keepalive }),
  })
  const now = () => timers?.now() ?? Date.now()
  const documentStart = typeof performance === 'undefined' ? now() : performance.timeOrigin

  // The page's trace: every span of a page view belongs to it; the tracing ratio is decided once per trace.
  let page = { traceId: hex(16), spanId: hex(8) }

  function startSpan(
    name: string,
    { kind = spanKind.internal as number, attributes = {} as Attributes, rum = false, startMillis = now(), root = false } = {},
  ): ActiveSpan {
    const traceId = root ? hex(16) : page.traceId
    const spanId = root ? page.spanId : hex(8)
    const sampled = rum || isSampled(traceId, telemetrySampling.tracing)
    return {
      traceId,
      spanId,
      sampled,
      end(extra = {}, error = false) {
        if (!sampled) return
        spans.add({ traceId, spanId, ...(root ? {} : { parentSpanId: page.spanId }), name, kind, startMillis, endMillis: now(), attributes: { ...attributes, ...extra }, error })
      },
    }
  }

  /** A page view: a new trace whose root span is the page load (RUM, always sampled). */
  function pageLoad(pathname: string, startMillis = now()) {
    page = { traceId: hex(16), spanId: hex(8) }
    const span = startSpan('page load', { rum: true, root: true, startMillis, attributes: { 'url.path': pathname } })
    page = { traceId: span.traceId, spanId: span.spanId }
    return span
  }

  /** A log record with the fields and attributes of §R7. */
  function log(level: LogLevel, message: string, { code, loggerName = 'browser' }: { code?: string; loggerName?: string } = {}) {
    const context = options.context()
    const time = now()
    logs.add({
      timeMillis: time,
      severityNumber: severityNumbers[level],
      severityText: level,
      body: message,
      traceId: page.traceId,
      spanId: page.spanId,
      attributes: {
        host_name: context.hostName,
        level,
        logger_name: loggerName,
        logger_version: options.serviceVersion,
        message,
        timestamp: new Date(time).toISOString(),
        user_agent: context.userAgent,
        api_session_id: context.apiSessionId ?? context.sessionId,
        application: options.serviceName,
        client_app_id: context.clientAppId,
        component_id: context.componentId,
        environment: options.environment,
        operation_id: code,
        service_name: options.serviceName,
        site_package: `${options.serviceName}@${options.serviceVersion}`,
        url_endpoint: context.url,
        trace_id: page.traceId,
        span_id: page.spanId,
      },
    })
  }

  /**
   * Wraps the page's fetch: a same-origin call (not the collector) gets a client span, a traceparent
   * and a fresh correlation id unless it has one. Returns the function that unwraps it.
   */
  function instrumentFetch(target: { fetch: typeof fetch; location: { origin: string } }, newCorrelationId: () => string = () => crypto.randomUUID()) {
    const original = target.fetch
    const collectorOrigin = new URL(base).origin
    target.fetch = async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (url.origin !== target.location.origin || url.origin === collectorOrigin) return original.call(target, input, init)
      const span = startSpan(`HTTP ${request.method}`, { kind: spanKind.client, attributes: { 'http.request.method': request.method, 'url.path': url.pathname } })
      const headers = new Headers(request.headers)
      headers.set('traceparent', `00-${span.traceId}-${span.spanId}-${span.sampled ? '01' : '00'}`)
      if (!headers.has(correlationHeader)) headers.set(correlationHeader, newCorrelationId())
      try {
        const response = await original.call(target, new Request(request, { headers }))
        span.end({ 'http.response.status_code': response.status, correlation_id: headers.get(correlationHeader) ?? undefined }, response.status >= 500)
        return response
      } catch (error) {
        span.end({ correlation_id: headers.get(correlationHeader) ?? undefined, 'error.type': error instanceof Error ? error.name : 'Error' }, true)
        throw error
      }
    }
    return () => {
      target.fetch = original
    }
  }

  /**
   * One web vital of the page at `path`. The library reports LCP, CLS and INP as the page is hidden,
   * maybe after the page-hide flush, so then the metric is sent at once with keep-alive.
   */
  function recordWebVital(report: WebVitalReport, path: string) {
    metrics.add(webVitalRecord(report, { path, startMillis: documentStart, timeMillis: now() }))
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') metrics.flush()
  }

  /** Starts measuring the document's web vitals (the library is loaded now, in its own chunk); `path` is the page it was loaded for. */
  async function observeWebVitals(path: string) {
    const { observeWebVitals: observe } = await import('./web-vitals-observer')
    observe((report) => recordWebVital(report, path))
  }

  return {
    pageLoad,
    startSpan,
    log,
    instrumentFetch,
    recordWebVital,
    observeWebVitals,
    /** Sends everything queued now, with keep-alive (page hide). */
    flush() {
      spans.flush()
      logs.flush()
      metrics.flush()
    },
    get currentTrace() {
      return page
    },
  }
}

export type BrowserTelemetry = NonNullable<ReturnType<typeof startBrowserTelemetry>>
