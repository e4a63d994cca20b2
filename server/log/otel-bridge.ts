// Joins pino lines and OpenTelemetry: trace_id/span_id of the active span on every line, and (only
// while an OpenTelemetry logger provider is registered, see server/telemetry/otel.server.ts) each
// already-redacted line forwarded as an OTLP log record. With no SDK started both cost a lookup.
import { trace } from '@opentelemetry/api'
import { SeverityNumber, logs, type Logger as OtelLogger } from '@opentelemetry/api-logs'

/** pino mixin: the active span's ids, so a log line can be found from its trace and back. */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan()
  if (!span) return {}
  const { traceId, spanId } = span.spanContext()
  return { trace_id: traceId, span_id: spanId }
}

const registeredProvider = Symbol.for('io.opentelemetry.js.api.logs')
const severities: Record<number, [SeverityNumber, string]> = {
  10: [SeverityNumber.TRACE, 'TRACE'],
  20: [SeverityNumber.DEBUG, 'DEBUG'],
  30: [SeverityNumber.INFO, 'INFO'],
  40: [SeverityNumber.WARN, 'WARN'],
  50: [SeverityNumber.ERROR, 'ERROR'],
  60: [SeverityNumber.FATAL, 'FATAL'],
}
let otelLogger: OtelLogger | undefined

function scalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** pino streamWrite hook: forwards the serialized (redacted, masked) line as a log record; returns it unchanged. */
export function forwardLine(line: string): string {
  if (!(registeredProvider in globalThis)) return line
  try {
    otelLogger ??= logs.getLogger('pino')
    const { level, time, msg, trace_id: traceId, span_id: spanId, ...fields } = JSON.parse(line) as Record<string, unknown>
    const [severityNumber, severityText] = severities[Number(level)] ?? [SeverityNumber.INFO, 'INFO']
    const attributes: Record<string, string | number | boolean> = {}
    for (const [key, value] of Object.entries(fields)) {
      if (scalar(value)) attributes[key] = value
      else if (value !== null && value !== undefined) attributes[key] = JSON.stringify(value)
    }
    if (typeof traceId === 'string') attributes.trace_id = traceId
    if (typeof spanId === 'string') attributes.span_id = spanId
    otelLogger.emit({
      severityNumber,
      severityText,
      body: typeof msg === 'string' ? msg : '',
      attributes,
      ...(typeof time === 'string' ? { timestamp: new Date(time) } : {}),
    })
  } catch {
    // A log line that cannot be forwarded is still written locally.
  }
  return line
}
