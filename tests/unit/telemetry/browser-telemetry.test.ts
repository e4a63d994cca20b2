// Issue 7 browser telemetry (§R7.24 telemetry calls and log record fields, §R9 settings): OTLP/HTTP
// JSON to a local fake collector, the retry schedule with fake timers, batching limits, sampling,
// trace context on same-origin calls, and nothing at all without an endpoint.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { startBrowserTelemetry, type BrowserTelemetryOptions } from '~/lib/telemetry/browser-telemetry'
import { createBatchQueue, postWithRetry } from '~/lib/telemetry/otlp-exporter'
import { isSampled, randomHex } from '~/lib/telemetry/otlp-json'
import { startFakeCollector } from '../../fixtures/fake-otlp-collector'

const collector = await startFakeCollector()
afterAll(() => collector.close())
afterEach(() => vi.useRealTimers())

const base: Omit<BrowserTelemetryOptions, 'endpoint'> = {
  serviceName: 'travel-rewards',
  serviceVersion: '0.1.0',
  environment: 'prod',
  context: () => ({
    sessionId: 'RT123456789ABCDEFGHJKL',
    apiSessionId: 'api-session-1',
    clientAppId: 'default',
    componentId: '/accommodations/search',
    url: 'https://travel.example/accommodations/search',
    userAgent: 'test-agent',
    hostName: 'travel.example',
  }),
}

async function until(check: () => boolean) {
  for (let waited = 0; !check() && waited < 3000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('browser telemetry payloads', () => {
  it('sends spans to v1/traces and log records with the §R7 fields to v1/logs, as OTLP JSON', async () => {
    const telemetry = startBrowserTelemetry({ ...base, endpoint: `${collector.url}/otel` })
    const span = telemetry?.pageLoad('/accommodations/search', Date.now() - 120)
    span?.end({ 'page.load_ms': 120 })
    telemetry?.log('ERROR', 'TypeError: x is undefined', { code: 'UNCAUGHT_EXCEPTION' })
    telemetry?.flush()
    await until(() => collector.of('/otel/v1/traces').length > 0 && collector.of('/otel/v1/logs').length > 0)

    const [traces] = collector.of('/otel/v1/traces')
    expect(traces?.contentType).toBe('application/json')
    expect(traces?.body).toMatchObject({
      resourceSpans: [
        {
          resource: { attributes: expect.arrayContaining([{ key: 'service.name', value: { stringValue: 'travel-rewards' } }, { key: 'deployment.environment.name', value: { stringValue: 'prod' } }]) },
          scopeSpans: [
            {
              scope: { name: 'travel-rewards-browser', version: '0.1.0' },
              spans: [
                {
                  traceId: span?.traceId,
                  spanId: span?.spanId,
                  name: 'page load',
                  kind: 1,
                  startTimeUnixNano: expect.stringMatching(/^\d{19}$/),
                  endTimeUnixNano: expect.stringMatching(/^\d{19}$/),
                  attributes: expect.arrayContaining([{ key: 'url.path', value: { stringValue: '/accommodations/search' } }, { key: 'page.load_ms', value: { intValue: '120' } }]),
                },
              ],
            },
          ],
        },
      ],
    })
    expect(span?.traceId).toMatch(/^[0-9a-f]{32}$/)

    const [logs] = collector.of('/otel/v1/logs')
    expect(logs?.contentType).toBe('application/json')
    const record = (logs?.body as { resourceLogs: { scopeLogs: { logRecords: Record<string, unknown>[] }[] }[] }).resourceLogs[0]?.scopeLogs[0]?.logRecords[0]
    expect(record).toMatchObject({ severityNumber: 17, severityText: 'ERROR', body: { stringValue: 'TypeError: x is undefined' }, traceId: span?.traceId, spanId: span?.spanId })
    const keys = (record?.attributes as { key: string }[]).map((attribute) => attribute.key)
    expect(keys).toEqual(
      expect.arrayContaining(['host_name', 'level', 'logger_name', 'logger_version', 'message', 'timestamp', 'user_agent', 'api_session_id', 'application', 'client_app_id', 'component_id', 'environment', 'operation_id', 'service_name', 'site_package', 'url_endpoint', 'trace_id', 'span_id']),
    )
    expect(record?.attributes).toEqual(expect.arrayContaining([{ key: 'operation_id', value: { stringValue: 'UNCAUGHT_EXCEPTION' } }, { key: 'site_package', value: { stringValue: 'travel-rewards@0.1.0' } }]))
  })

  it('sends nothing and wraps nothing when no endpoint is configured', () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    expect(startBrowserTelemetry({ ...base, endpoint: null, fetch })).toBeUndefined()
    expect(startBrowserTelemetry({ ...base, endpoint: undefined, fetch })).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('the export retry (§R9)', () => {
  it('retries 429/502/503/504 five times after 1000, 1500, 2250, 3375 and 5000 ms, then gives up', async () => {
    vi.useFakeTimers({ now: 0 })
    const calls: number[] = []
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      calls.push(Date.now())
      return new Response(null, { status: [429, 502, 503, 504][calls.length % 4] })
    })
    const result = postWithRetry('http://collector/v1/logs', { resourceLogs: [] }, { fetch })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await result).toBe('failed')
    expect(calls).toEqual([0, 1000, 2500, 4750, 8125, 13_125])
  })

  it('does not retry other failures, and stops retrying once an answer succeeds', async () => {
    vi.useFakeTimers({ now: 0 })
    const refused = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 400 }))
    expect(await postWithRetry('http://collector/v1/traces', {}, { fetch: refused })).toBe('failed')
    expect(refused).toHaveBeenCalledTimes(1)

    const statuses = [503, 200]
    const recovering = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: statuses.shift() }))
    const result = postWithRetry('http://collector/v1/traces', {}, { fetch: recovering })
    await vi.advanceTimersByTimeAsync(1000)
    expect(await result).toBe('sent')
    expect(recovering).toHaveBeenCalledTimes(2)
  })

  it('aborts a call that takes longer than the 10 s transport timeout and retries it', async () => {
    vi.useFakeTimers({ now: 0 })
    const aborted: number[] = []
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted.push(Date.now())
            reject(new Error('aborted'))
          })
        }),
    )
    const result = postWithRetry('http://collector/v1/traces', {}, { fetch })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await result).toBe('failed')
    // 10 s, wait 1 s, 10 s, wait 1.5 s, then the third call is cut at the 30 s export timeout.
    expect(aborted).toEqual([10_000, 21_000, 30_000])
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})

describe('batching (§R9.47: batch 512, queue 2048, delay 5000 ms, 30 concurrent exports)', () => {
  it('exports a full batch at once and the rest after 5 s', async () => {
    vi.useFakeTimers({ now: 0 })
    const batches: number[][] = []
    const queue = createBatchQueue<number>({ exportBatch: async (items) => void batches.push(items) })
    for (let index = 0; index < 600; index += 1) queue.add(index)
    expect(batches.map((batch) => batch.length)).toEqual([512])
    await vi.advanceTimersByTimeAsync(4999)
    expect(batches).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(batches.map((batch) => batch.length)).toEqual([512, 88])
  })

  it('keeps at most 2048 waiting while 30 exports are under way', () => {
    vi.useFakeTimers({ now: 0 })
    let started = 0
    const queue = createBatchQueue<number>({
      exportBatch: () => {
        started += 1
        return new Promise(() => {})
      },
    })
    for (let index = 0; index < 30 * 512 + 2048 + 7; index += 1) queue.add(index)
    expect(started).toBe(30)
    expect(queue.size).toBe(2048)
    expect(queue.dropped).toBe(7)
  })
})

describe('sampling and trace context', () => {
  it('samples about 70 % of traces for tracing, deterministically by trace id', () => {
    const ids = Array.from({ length: 5000 }, () => randomHex(16))
    const share = ids.filter((id) => isSampled(id, 0.7)).length / ids.length
    expect(share).toBeGreaterThan(0.66)
    expect(share).toBeLessThan(0.74)
    expect(ids.every((id) => isSampled(id, 0.7) === isSampled(id, 0.7))).toBe(true)
    expect(isSampled('0'.repeat(24) + 'ffffffff', 0.7)).toBe(false)
    expect(isSampled('0'.repeat(31) + '1', 0.7)).toBe(true)
  })

  it('gives a same-origin call a traceparent of the page trace and a fresh correlation id, and leaves other origins alone', async () => {
    const seen: Request[] = []
    const target = {
      location: { origin: 'https://travel.example' },
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init))
        return new Response('{}', { status: 200 })
      }) as typeof fetch,
    }
    const telemetry = startBrowserTelemetry({ ...base, endpoint: collector.url, fetch: vi.fn<typeof globalThis.fetch>() })
    const page = telemetry?.pageLoad('/')
    const unwrap = telemetry?.instrumentFetch(target, () => 'corr-0000001')
    await target.fetch('https://travel.example/api/lxp/customer/profile')
    await target.fetch('https://elsewhere.example/x')
    unwrap?.()

    const traceparent = seen[0]?.headers.get('traceparent') ?? ''
    expect(traceparent).toMatch(new RegExp(`^00-${page?.traceId}-[0-9a-f]{16}-0[01]$`))
    expect(traceparent.endsWith('-01')).toBe(isSampled(page?.traceId ?? '', 0.7))
    expect(seen[0]?.headers.get('x-correlation-id')).toBe('corr-0000001')
    expect(seen[1]?.headers.has('traceparent')).toBe(false)
  })
})
