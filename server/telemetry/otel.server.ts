// Server OpenTelemetry (issue 7, issue 38): started by server/serve.ts before the built app loads. With
// neither OTEL_EXPORTER_OTLP_ENDPOINT nor a Prometheus endpoint nothing is imported or started (no cost).
// With the endpoint, traces, logs and metrics go over OTLP/HTTP JSON to v1/traces, v1/logs and v1/metrics
// with the §R9 settings; with OTEL_METRICS_EXPORTER=prometheus, metrics are also (or only) scraped.
// The standard OTEL_* variables are honoured (docs/decisions/125). Run by Node directly (type
// stripping), so it imports only alias-free modules.
import { randomUUID } from 'node:crypto'
import { createRequire, register } from 'node:module'
import { context, metrics, propagation, trace } from '@opentelemetry/api'
import { logs as logsApi } from '@opentelemetry/api-logs'
import type * as OpenTelemetrySdk from '@opentelemetry/sdk-node'
import { otlpPaths, telemetryExport, telemetrySampling } from '../../contracts/site/telemetry-settings.ts'
import { maskCardNumbers } from '../../contracts/analytics/scrub.ts'
import { startRuntimeMetrics } from './runtime-metrics.ts'

export type ServerTelemetry = { shutdown(): Promise<void>; flush(): Promise<void> }

export type ServerTelemetryOptions = {
  endpoint: string | undefined
  serviceName: string
  serviceVersion: string
  environment: string
  /** Registers the ESM loader hook so database modules imported later are instrumented (off in tests). */
  hookModules?: boolean
  /** Metrics export interval; the SDK's default of 60 s unless given. */
  metricIntervalMillis?: number
  /** OTEL_METRICS_EXPORTER as a list; unset means OTLP when there is an endpoint. */
  metricExporters?: readonly string[]
  /** Where the Prometheus scrape endpoint listens, when `metricExporters` names prometheus. */
  prometheus?: { host: string; port: number }
}

/** This process, among the instances of one service: a fresh id per start (OTEL_RESOURCE_ATTRIBUTES may name it instead). */
export const serviceInstanceId = randomUUID()

/** Which metric exporters run: OTEL_METRICS_EXPORTER's, else OTLP when there is an endpoint. */
export function metricExportersOf(options: Pick<ServerTelemetryOptions, 'endpoint' | 'metricExporters' | 'prometheus'>) {
  const names = options.metricExporters ?? ['otlp']
  if (names.includes('none')) return { otlp: false, prometheus: undefined }
  return { otlp: names.includes('otlp') && Boolean(options.endpoint), prometheus: names.includes('prometheus') ? (options.prometheus ?? { host: '127.0.0.1', port: 9464 }) : undefined }
}

type Sdk = typeof OpenTelemetrySdk

/**
 * The resource every signal carries: the site's name, version and environment and this instance's id,
 * under what the operator set (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES), and the host's name.
 */
export function serverResource({ resources }: Pick<Sdk, 'resources'>, options: Pick<ServerTelemetryOptions, 'serviceName' | 'serviceVersion' | 'environment'>) {
  const ours = resources.resourceFromAttributes({
    'service.name': options.serviceName,
    'service.version': options.serviceVersion,
    'service.instance.id': serviceInstanceId,
    'deployment.environment.name': options.environment,
  })
  // Later merges win: the host, then the operator's variables.
  return ours.merge(resources.detectResources({ detectors: [resources.hostDetector, resources.envDetector] }))
}

/** The trace sampler: OTEL_TRACES_SAMPLER's (the SDK reads it) when set, else §R9's parent-based ratio. */
export function serverSampler({ tracing }: Pick<Sdk, 'tracing'>, env: NodeJS.ProcessEnv = process.env) {
  if (env.OTEL_TRACES_SAMPLER) return undefined
  return new tracing.ParentBasedSampler({ root: new tracing.TraceIdRatioBasedSampler(telemetrySampling.tracing) })
}

/** The OTLP/HTTP signal URL under the configured endpoint (the endpoint may carry a path). */
export function otlpUrl(endpoint: string, signal: keyof typeof otlpPaths) {
  return new URL(otlpPaths[signal], endpoint.endsWith('/') ? endpoint : `${endpoint}/`).href
}

const environments: Record<string, string> = { production: 'prod', development: 'dev', test: 'test' }
export const telemetryEnvironmentOf = (nodeEnv: string | undefined) => environments[nodeEnv ?? ''] ?? 'prod'

export async function startServerTelemetry(options: ServerTelemetryOptions): Promise<ServerTelemetry | undefined> {
  const { endpoint } = options
  const exporters = metricExportersOf(options)
  if (!endpoint && !exporters.prometheus) return undefined
  const sdk = await import('@opentelemetry/sdk-node')
  const resource = serverResource(sdk, options)
  const metricReaders = [
    ...(exporters.otlp && endpoint ? [await otlpMetricReader(sdk, endpoint, options)] : []),
    ...(exporters.prometheus ? [await prometheusReader(exporters.prometheus)] : []),
  ]
  // The HTTP instrumentation's duration histogram has no route; the app records one with it (operations-metrics.ts).
  const views = [{ meterName: '@opentelemetry/instrumentation-http', instrumentName: 'http.server.request.duration', aggregation: { type: sdk.metrics.AggregationType.DROP } }]
  const stops: (() => void)[] = []
  const stopAll = () => stops.forEach((stop) => stop())

  if (!endpoint) {
    // Prometheus alone: a meter provider, no traces or log records to send anywhere.
    const meterProvider = new sdk.metrics.MeterProvider({ resource, readers: metricReaders, views })
    metrics.setGlobalMeterProvider(meterProvider)
    stops.push(startRuntimeMetrics())
    return {
      flush: () => meterProvider.forceFlush(),
      async shutdown() {
        stopAll()
        await meterProvider.shutdown()
        metrics.disable()
      },
    }
  }

  // Only the database driver goes through the ESM hook: hooking every module broke the app's own
  // circular imports at start ("Cannot access … before initialization").
  if (options.hookModules ?? true) register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg', 'pg-pool'] } })

  const [{ OTLPTraceExporter }, { OTLPLogExporter }, { HttpInstrumentation }, { UndiciInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/exporter-logs-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
  ])
  const { tracing, logs } = sdk

  // The exporters' own retry is the §R9.48 schedule: 429/502/503/504, 5 attempts, 1000 ms ×1.5, 5000 ms cap.
  const transport = { timeoutMillis: telemetryExport.transportTimeoutMillis, concurrencyLimit: telemetryExport.maxConcurrentExports }
  const batch = {
    maxExportBatchSize: telemetryExport.maxExportBatchSize,
    maxQueueSize: telemetryExport.maxQueueSize,
    scheduledDelayMillis: telemetryExport.scheduledDelayMillis,
    exportTimeoutMillis: telemetryExport.exportTimeoutMillis,
  }
  const spanProcessor = new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: otlpUrl(endpoint, 'traces'), ...transport }), batch)
  // Before the export: a card number typed into an address is masked in a span's URL attributes (url.full, url.path, http.target) as in the log (issue 41).
  const maskingProcessor: OpenTelemetrySdk.tracing.SpanProcessor = {
    onStart: () => {},
    onEnd: (span) => {
      const attributes = span.attributes as Record<string, unknown>
      for (const [key, value] of Object.entries(attributes)) if (typeof value === 'string') attributes[key] = maskCardNumbers(value)
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  }
  const logProcessor = new logs.BatchLogRecordProcessor({ exporter: new OTLPLogExporter({ url: otlpUrl(endpoint, 'logs'), ...transport }), ...batch })

  const sampler = serverSampler(sdk)
  const nodeSdk = new sdk.NodeSDK({
    resource,
    autoDetectResources: false,
    ...(sampler ? { sampler } : {}),
    spanLimits: { attributeCountLimit: telemetryExport.attributeCountLimit },
    spanProcessors: [maskingProcessor, spanProcessor],
    logRecordProcessors: [logProcessor],
    metricReaders,
    views,
    instrumentations: [
      new HttpInstrumentation({
        // Hashed statics are not worth a span each.
        ignoreIncomingRequestHook: (request) => /\/(assets|images|fonts)\//.test(request.url ?? ''),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  })
  nodeSdk.start()
  if (metricReaders.length > 0) stops.push(startRuntimeMetrics())
  // node:http was loaded (by srvx, as ESM) before the SDK: requiring it now lets the instrumentation
  // patch the shared module (Server.prototype.emit), so incoming requests get their spans.
  const require = createRequire(import.meta.url)
  require('http')
  require('https')
  return {
    async flush() {
      await Promise.all([spanProcessor.forceFlush(), logProcessor.forceFlush(), ...metricReaders.map((reader) => reader.forceFlush())])
    },
    async shutdown() {
      stopAll()
      await nodeSdk.shutdown()
      // The API's globals go with the SDK: a later start (a test's) registers its own.
      for (const api of [trace, metrics, logsApi, propagation, context]) api.disable()
    },
  }
}

async function otlpMetricReader(sdk: Sdk, endpoint: string, options: ServerTelemetryOptions) {
  const { OTLPMetricExporter } = await import('@opentelemetry/exporter-metrics-otlp-http')
  return new sdk.metrics.PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: otlpUrl(endpoint, 'metrics'), timeoutMillis: telemetryExport.transportTimeoutMillis, concurrencyLimit: telemetryExport.maxConcurrentExports }),
    exportTimeoutMillis: telemetryExport.exportTimeoutMillis,
    ...(options.metricIntervalMillis ? { exportIntervalMillis: options.metricIntervalMillis } : {}),
  })
}

/** The Prometheus scrape endpoint (GET /metrics, text format) on a port of its own; start-up fails if it cannot listen. */
async function prometheusReader({ host, port }: { host: string; port: number }) {
  const { PrometheusExporter } = await import('@opentelemetry/exporter-prometheus')
  return new Promise<InstanceType<typeof PrometheusExporter>>((resolve, reject) => {
    const exporter: InstanceType<typeof PrometheusExporter> = new PrometheusExporter({ host, port, endpoint: '/metrics' }, (error) => (error ? reject(new Error(`The Prometheus endpoint cannot listen on ${host}:${port}: ${error.message}`)) : resolve(exporter)))
  })
}
