// The OTLP/HTTP JSON shapes the browser sends (opentelemetry-proto, JSON encoding): ids as hex,
// times as nanosecond strings, attributes as key/value lists of at most 128 entries (§R9), metrics
// as delta histograms.
import { telemetryExport } from '@contracts/site/telemetry-settings'

export type AttributeValue = string | number | boolean
export type Attributes = Record<string, AttributeValue | undefined>
type AnyValue = { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean }
export type KeyValue = { key: string; value: AnyValue }

export const spanKind = { internal: 1, client: 3 } as const
export const statusCode = { unset: 0, ok: 1, error: 2 } as const

export type SpanRecord = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  startMillis: number
  endMillis: number
  attributes: Attributes
  error?: boolean
}

export type LogRecord = {
  timeMillis: number
  severityNumber: number
  severityText: string
  body: string
  attributes: Attributes
  traceId?: string
  spanId?: string
}

/**
 * One measurement as a delta histogram data point (count 1): a collector adds the points of every
 * browser together, where a gauge would keep only the last browser's value.
 */
export type MetricRecord = {
  name: string
  unit: string
  description: string
  value: number
  /** Bucket upper bounds, ascending. */
  bounds: readonly number[]
  startMillis: number
  timeMillis: number
  attributes: Attributes
}

export type Scope = { name: string; version: string }

/** OTLP AggregationTemporality.DELTA: each point counts what happened since its start, once. */
export const deltaTemporality = 1

function anyValue(value: AttributeValue): AnyValue {
  if (typeof value === 'string') return { stringValue: value }
  if (typeof value === 'boolean') return { boolValue: value }
  return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value }
}

export function keyValues(attributes: Attributes): KeyValue[] {
  return Object.entries(attributes)
    .filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined)
    .slice(0, telemetryExport.attributeCountLimit)
    .map(([key, value]) => ({ key, value: anyValue(value) }))
}

/** Milliseconds (possibly fractional, from performance timing) to an integer nanosecond string. */
export function unixNanos(millis: number) {
  return (BigInt(Math.round(millis * 1000)) * 1000n).toString()
}

export function tracesPayload(resource: Attributes, scope: Scope, spans: SpanRecord[]) {
  return {
    resourceSpans: [
      {
        resource: { attributes: keyValues(resource) },
        scopeSpans: [
          {
            scope,
            spans: spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind,
              startTimeUnixNano: unixNanos(span.startMillis),
              endTimeUnixNano: unixNanos(span.endMillis),
              attributes: keyValues(span.attributes),
              status: { code: span.error ? statusCode.error : statusCode.unset },
            })),
          },
        ],
      },
    ],
  }
}

export function logsPayload(resource: Attributes, scope: Scope, records: LogRecord[]) {
  return {
    resourceLogs: [
      {
        resource: { attributes: keyValues(resource) },
        scopeLogs: [
          {
            scope,
            logRecords: records.map((record) => ({
              timeUnixNano: unixNanos(record.timeMillis),
              observedTimeUnixNano: unixNanos(record.timeMillis),
              severityNumber: record.severityNumber,
              severityText: record.severityText,
              body: { stringValue: record.body },
              attributes: keyValues(record.attributes),
              ...(record.traceId ? { traceId: record.traceId } : {}),
              ...(record.spanId ? { spanId: record.spanId } : {}),
            })),
          },
        ],
      },
    ],
  }
}

/** The bucket counts of one value: bucket i counts values <= bounds[i] (and above bounds[i - 1]); the last, values above every bound. */
export function bucketCounts(value: number, bounds: readonly number[]) {
  const index = bounds.findIndex((bound) => value <= bound)
  return Array.from({ length: bounds.length + 1 }, (_, bucket) => (bucket === (index === -1 ? bounds.length : index) ? '1' : '0'))
}

export function metricsPayload(resource: Attributes, scope: Scope, records: MetricRecord[]) {
  const metrics = new Map<string, { name: string; unit: string; description: string; histogram: { aggregationTemporality: number; dataPoints: unknown[] } }>()
  for (const record of records) {
    const metric = metrics.get(record.name) ?? { name: record.name, unit: record.unit, description: record.description, histogram: { aggregationTemporality: deltaTemporality, dataPoints: [] } }
    metric.histogram.dataPoints.push({
      startTimeUnixNano: unixNanos(record.startMillis),
      timeUnixNano: unixNanos(record.timeMillis),
      count: '1',
      sum: record.value,
      min: record.value,
      max: record.value,
      bucketCounts: bucketCounts(record.value, record.bounds),
      explicitBounds: [...record.bounds],
      attributes: keyValues(record.attributes),
    })
    metrics.set(record.name, metric)
  }
  return { resourceMetrics: [{ resource: { attributes: keyValues(resource) }, scopeMetrics: [{ scope, metrics: [...metrics.values()] }] }] }
}

/** Random lowercase hex of `bytes` bytes, never all zeros (an invalid id in W3C trace context). */
export function randomHex(bytes: number, random: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (array) => crypto.getRandomValues(array)) {
  const values = random(new Uint8Array(bytes))
  if (values.every((byte) => byte === 0)) values[bytes - 1] = 1
  return Array.from(values, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Trace-id ratio sampling, as OpenTelemetry's TraceIdRatioBased: the low 8 hex digits against the ratio. */
export function isSampled(traceId: string, ratio: number) {
  if (ratio >= 1) return true
  if (ratio <= 0) return false
  return Number.parseInt(traceId.slice(-8), 16) < Math.floor(ratio * 0xffffffff)
}
