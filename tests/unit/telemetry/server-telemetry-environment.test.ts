// Issue 38 (§D2.9, §D7.22): the standard OTEL_* variables are honoured (service name, resource
// attributes, sampler); every process names itself with an instance id of its own; metrics can be
// scraped from a Prometheus endpoint when OTEL_METRICS_EXPORTER says so, and from nowhere otherwise.
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { trace } from '@opentelemetry/api'
import { serviceInstanceId, startServerTelemetry } from '@server/telemetry/otel.server'
import { operationsMetrics } from '@server/telemetry/operations-metrics'
import { startFakeCollector } from '../../fixtures/fake-otlp-collector'

const collector = await startFakeCollector()
afterAll(() => collector.close())
afterEach(() => vi.unstubAllEnvs())

const options = { serviceName: 'travel-rewards', serviceVersion: '0.1.0', environment: 'test', hookModules: false }

type Attribute = { key: string; value: { stringValue?: string } }
function resourceOfTraces() {
  const [traces] = collector.of('/v1/traces').slice(-1)
  const body = traces?.body as { resourceSpans: { resource: { attributes: Attribute[] } }[] }
  return Object.fromEntries(body.resourceSpans[0]!.resource.attributes.map((attribute) => [attribute.key, attribute.value.stringValue]))
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('server telemetry and the OTEL_* variables', () => {
  it('names the service, its resource attributes and this instance as the variables say, and samples nothing under always_off', async () => {
    vi.stubEnv('OTEL_SERVICE_NAME', 'travel-rewards-eu')
    vi.stubEnv('OTEL_RESOURCE_ATTRIBUTES', 'deployment.region=eu-west-1,team=checkout')
    vi.stubEnv('OTEL_TRACES_SAMPLER', 'always_off')
    const telemetry = await startServerTelemetry({ ...options, endpoint: collector.url })
    const unsampled = trace.getTracer('test').startSpan('never sampled')
    expect(unsampled.isRecording()).toBe(false)
    unsampled.end()
    await telemetry?.shutdown()

    vi.stubEnv('OTEL_TRACES_SAMPLER', 'always_on')
    const again = await startServerTelemetry({ ...options, endpoint: collector.url })
    const sampled = trace.getTracer('test').startSpan('always sampled')
    expect(sampled.isRecording()).toBe(true)
    sampled.end()
    await again?.flush()
    await again?.shutdown()

    expect(resourceOfTraces()).toMatchObject({
      'service.name': 'travel-rewards-eu',
      'service.version': '0.1.0',
      'service.instance.id': serviceInstanceId,
      'deployment.region': 'eu-west-1',
      team: 'checkout',
    })
  })

  it('gives each process an instance id of its own', () => {
    const idOfAProcess = () =>
      execFileSync('node_modules/.bin/node', ['--input-type=module', '-e', "const { serviceInstanceId } = await import('./server/telemetry/otel.server.ts'); process.stdout.write(serviceInstanceId)"], { encoding: 'utf8' })
    const [first, second] = [idOfAProcess(), idOfAProcess()]
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set([first, second, serviceInstanceId]).size).toBe(3)
  })
})

describe('the Prometheus endpoint', () => {
  it('answers in the text format, with the counters and runtime figures, when OTEL_METRICS_EXPORTER includes prometheus', async () => {
    const port = await freePort()
    const telemetry = await startServerTelemetry({ ...options, endpoint: undefined, metricExporters: ['prometheus'], prometheus: { host: '127.0.0.1', port } })
    try {
      operationsMetrics().bookings.add(1, { 'lxp.route': '/api/lxp/hotel/book', outcome: 'booked' })
      const response = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      const text = await response.text()
      expect(text).toMatch(/^bookings_total\{.*outcome="booked".*\} 1/m)
      expect(text).toMatch(/^target_info\{.*service_instance_id="[0-9a-f-]{36}"/m)
      expect(text).toContain('v8js_memory_heap_used')
      expect(text).toContain('process_memory_usage')
    } finally {
      await telemetry?.shutdown()
    }
  })

  it('is not there when metrics go elsewhere or nowhere', async () => {
    const port = await freePort()
    expect(await startServerTelemetry({ ...options, endpoint: undefined, prometheus: { host: '127.0.0.1', port } })).toBeUndefined()
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow()
    const otlpOnly = await startServerTelemetry({ ...options, endpoint: collector.url, prometheus: { host: '127.0.0.1', port } })
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow()
    await otlpOnly?.shutdown()
  })
})
