// Server OpenTelemetry (issue 7): started by server/serve.ts before the built app loads. Without
// OTEL_EXPORTER_OTLP_ENDPOINT nothing is imported or started (no cost); with it, traces, logs and
// metrics go over OTLP/HTTP JSON to v1/traces, v1/logs and v1/metrics with the §R9 settings.
// Run by Node directly (type stripping), so it imports only alias-free modules.
import { createRequire, register } from 'node:module'
import { otlpPaths, telemetryExport, telemetrySampling } from '../../app/lib/telemetry/telemetry-settings.ts'

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
}

/** The OTLP/HTTP signal URL under the configured endpoint (the endpoint may carry a path). */
export function otlpUrl(endpoint: string, signal: keyof typeof otlpPaths) {
  return new URL(otlpPaths[signal], endpoint.endsWith('/') ? endpoint : `${endpoint}/`).href
}

const environments: Record<string, string> = { production: 'prod', development: 'dev', test: 'test' }
export const telemetryEnvironmentOf = (nodeEnv: string | undefined) => environments[nodeEnv ?? ''] ?? 'prod'

export async function startServerTelemetry(options: ServerTelemetryOptions): Promise<ServerTelemetry | undefined> {
  const { endpoint } = options
  if (!endpoint) return undefined
  // Only the database driver goes through the ESM hook: hooking every module broke the app's own
  // circular imports at start ("Cannot access … before initialization").
  if (options.hookModules ?? true) register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg', 'pg-pool'] } })

  const [{ NodeSDK, tracing, logs, metrics, resources }, { OTLPTraceExporter }, { OTLPLogExporter }, { OTLPMetricExporter }, { HttpInstrumentation }, { UndiciInstrumentation }, { PgInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/exporter-logs-otlp-http'),
      import('@opentelemetry/exporter-metrics-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-undici'),
      import('@opentelemetry/instrumentation-pg'),
    ])

  // The exporters' own retry is the §R9.48 schedule: 429/502/503/504, 5 attempts, 1000 ms ×1.5, 5000 ms cap.
  const transport = { timeoutMillis: telemetryExport.transportTimeoutMillis, concurrencyLimit: telemetryExport.maxConcurrentExports }
  const batch = {
    maxExportBatchSize: telemetryExport.maxExportBatchSize,
    maxQueueSize: telemetryExport.maxQueueSize,
    scheduledDelayMillis: telemetryExport.scheduledDelayMillis,
    exportTimeoutMillis: telemetryExport.exportTimeoutMillis,
  }
  const spanProcessor = new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: otlpUrl(endpoint, 'traces'), ...transport }), batch)
  const logProcessor = new logs.BatchLogRecordProcessor({ exporter: new OTLPLogExporter({ url: otlpUrl(endpoint, 'logs'), ...transport }), ...batch })
  const metricReader = new metrics.PeriodicExportingMetricReader({
    exporter: new OTLPMetricExporter({ url: otlpUrl(endpoint, 'metrics'), ...transport }),
    exportTimeoutMillis: telemetryExport.exportTimeoutMillis,
    ...(options.metricIntervalMillis ? { exportIntervalMillis: options.metricIntervalMillis } : {}),
  })

  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': options.serviceVersion,
      'deployment.environment.name': options.environment,
    }),
    autoDetectResources: false,
    sampler: new tracing.ParentBasedSampler({ root: new tracing.TraceIdRatioBasedSampler(telemetrySampling.tracing) }),
    spanLimits: { attributeCountLimit: telemetryExport.attributeCountLimit },
    spanProcessors: [spanProcessor],
    logRecordProcessors: [logProcessor],
    metricReaders: [metricReader],
    instrumentations: [
      new HttpInstrumentation({
        // Hashed statics are not worth a span each.
        ignoreIncomingRequestHook: (request) => /\/(assets|images|fonts)\//.test(request.url ?? ''),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  })
  sdk.start()
  // node:http was loaded (by srvx, as ESM) before the SDK: requiring it now lets the instrumentation
  // patch the shared module (Server.prototype.emit), so incoming requests get their spans.
  const require = createRequire(import.meta.url)
  require('http')
  require('https')
  return {
    async flush() {
      await Promise.all([spanProcessor.forceFlush(), logProcessor.forceFlush(), metricReader.forceFlush()])
    },
    shutdown: () => sdk.shutdown(),
  }
}
