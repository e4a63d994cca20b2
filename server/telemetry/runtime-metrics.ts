// The process's runtime figures (issue 38): event-loop delay, V8's heap, garbage collections and resident
// memory, under OpenTelemetry's semantic-convention names. Started only with the SDK (otel.server.ts):
// Node's own monitors (perf_hooks) feed observable instruments read at each export or scrape.
import { monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks'
import v8 from 'node:v8'
import { metrics, ValueType, type BatchObservableCallback } from '@opentelemetry/api'

const nanosecondsPerSecond = 1e9
const gcKinds: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' }

/** Starts the monitors and registers the instruments; returns what stops the monitors. */
export function startRuntimeMetrics(): () => void {
  const meter = metrics.getMeter('travel-rewards.runtime')
  const delay = monitorEventLoopDelay({ resolution: 20 })
  delay.enable()

  const eventLoop = {
    min: () => delay.min,
    max: () => delay.max,
    mean: () => delay.mean,
    p50: () => delay.percentile(50),
    p90: () => delay.percentile(90),
    p99: () => delay.percentile(99),
  }
  const gauges = Object.fromEntries(
    Object.keys(eventLoop).map((name) => [name, meter.createObservableGauge(`nodejs.eventloop.delay.${name}`, { unit: 's', description: `Event loop delay, ${name}, since the last reading`, valueType: ValueType.DOUBLE })]),
  )
  const heapUsed = meter.createObservableGauge('v8js.memory.heap.used', { unit: 'By', description: 'Heap memory in use, per V8 heap space' })
  const heapLimit = meter.createObservableGauge('v8js.memory.heap.limit', { unit: 'By', description: 'Heap memory V8 may use, per heap space' })
  const resident = meter.createObservableGauge('process.memory.usage', { unit: 'By', description: 'Resident memory of the process' })

  const callback: BatchObservableCallback = (result) => {
    // A gauge with no sample yet (NaN before the first) says nothing.
    if (delay.count > 0) for (const [name, read] of Object.entries(eventLoop)) result.observe(gauges[name]!, read() / nanosecondsPerSecond)
    delay.reset()
    for (const space of v8.getHeapSpaceStatistics()) {
      const attributes = { 'v8js.heap.space.name': space.space_name }
      result.observe(heapUsed, space.space_used_size, attributes)
      result.observe(heapLimit, space.space_size, attributes)
    }
    result.observe(resident, process.memoryUsage.rss())
  }
  meter.addBatchObservableCallback(callback, [...Object.values(gauges), heapUsed, heapLimit, resident])

  const gcDuration = meter.createHistogram('v8js.gc.duration', {
    unit: 's',
    description: 'Garbage collection duration',
    advice: { explicitBucketBoundaries: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1] },
  })
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      gcDuration.record(entry.duration / 1000, { 'v8js.gc.type': gcKinds[entry.detail?.kind ?? 0] ?? 'other' })
    }
  })
  collections.observe({ entryTypes: ['gc'] })

  return () => {
    collections.disconnect()
    meter.removeBatchObservableCallback(callback, [...Object.values(gauges), heapUsed, heapLimit, resident])
    delay.disable()
  }
}
