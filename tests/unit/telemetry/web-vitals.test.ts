// Issue 7 browser metrics (§R7.24 "v1/metrics", §R9 settings): web vitals (LCP, CLS, INP, TTFB) sent
// as OTLP/HTTP JSON delta histograms to v1/metrics of the configured endpoint, one point per
// measurement, with the rating, navigation type and page path.
import { afterAll, describe, expect, it } from 'vitest'
import { startBrowserTelemetry } from '~/lib/telemetry/browser-telemetry'
import { bucketCounts, metricsPayload } from '~/lib/telemetry/otlp-json'
import { webVitalMetrics, webVitalRecord } from '~/lib/telemetry/web-vitals'
import { startFakeCollector } from '../../fixtures/fake-otlp-collector'

const collector = await startFakeCollector()
afterAll(() => collector.close())

describe('histogram buckets', () => {
  it('counts a value in the first bucket whose bound it does not exceed, or in the last', () => {
    expect(bucketCounts(0, [10, 20])).toEqual(['1', '0', '0'])
    expect(bucketCounts(10, [10, 20])).toEqual(['1', '0', '0'])
    expect(bucketCounts(10.5, [10, 20])).toEqual(['0', '1', '0'])
    expect(bucketCounts(21, [10, 20])).toEqual(['0', '0', '1'])
  })

  it('puts the good / needs-improvement thresholds of each vital on a bucket bound', () => {
    expect(webVitalMetrics.LCP.bounds).toEqual(expect.arrayContaining([2500, 4000]))
    expect(webVitalMetrics.CLS.bounds).toEqual(expect.arrayContaining([0.1, 0.25]))
    expect(webVitalMetrics.INP.bounds).toEqual(expect.arrayContaining([200, 500]))
    expect(webVitalMetrics.TTFB.bounds).toEqual(expect.arrayContaining([800, 1800]))
  })
})

describe('the v1/metrics payload', () => {
  const start = Date.UTC(2026, 10, 23, 10, 0, 0)
  const resource = { 'service.name': 'travel-rewards', 'telemetry.sdk.language': 'webjs' }
  const scope = { name: 'travel-rewards-browser', version: '0.1.0' }

  it('is one delta histogram per vital, a point of count 1 per measurement, in the OTLP JSON encoding', () => {
    const lcp = webVitalRecord({ name: 'LCP', value: 1834.2, rating: 'good', navigationType: 'navigate' }, { path: '/', startMillis: start, timeMillis: start + 5000 })
    const cls = webVitalRecord({ name: 'CLS', value: 0.12, rating: 'needs-improvement', navigationType: 'navigate' }, { path: '/', startMillis: start, timeMillis: start + 6000 })
    const laterLcp = { ...lcp, value: 4200, attributes: { ...lcp.attributes, 'url.path': '/flights/' } }
    const payload = metricsPayload(resource, scope, [lcp, cls, laterLcp])

    expect(payload.resourceMetrics).toHaveLength(1)
    const [resourceMetrics] = payload.resourceMetrics
    expect(resourceMetrics?.resource.attributes).toEqual([
      { key: 'service.name', value: { stringValue: 'travel-rewards' } },
      { key: 'telemetry.sdk.language', value: { stringValue: 'webjs' } },
    ])
    expect(resourceMetrics?.scopeMetrics[0]?.scope).toEqual(scope)
    const metrics = resourceMetrics?.scopeMetrics[0]?.metrics ?? []
    expect(metrics.map((metric) => metric.name)).toEqual(['browser.web_vital.lcp', 'browser.web_vital.cls'])
    expect(metrics[0]).toEqual({
      name: 'browser.web_vital.lcp',
      unit: 'ms',
      description: 'Largest Contentful Paint',
      histogram: {
        aggregationTemporality: 1,
        dataPoints: [
          {
            startTimeUnixNano: `${start}000000`,
            timeUnixNano: `${start + 5000}000000`,
            count: '1',
            sum: 1834.2,
            min: 1834.2,
            max: 1834.2,
            bucketCounts: ['0', '0', '0', '1', '0', '0', '0', '0', '0', '0'],
            explicitBounds: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000],
            attributes: [
              { key: 'web_vital.rating', value: { stringValue: 'good' } },
              { key: 'web_vital.navigation_type', value: { stringValue: 'navigate' } },
              { key: 'url.path', value: { stringValue: '/' } },
            ],
          },
          expect.objectContaining({ sum: 4200, bucketCounts: ['0', '0', '0', '0', '0', '0', '0', '1', '0', '0'] }),
        ],
      },
    })
    expect(metrics[1]).toMatchObject({ unit: '1', histogram: { dataPoints: [{ sum: 0.12, bucketCounts: ['0', '0', '0', '1', '0', '0', '0', '0'] }] } })
    // Every bucket list has one more entry than its bounds (the values above the last bound).
    for (const metric of metrics) for (const point of metric.histogram.dataPoints as { bucketCounts: string[]; explicitBounds: number[] }[]) expect(point.bucketCounts).toHaveLength(point.explicitBounds.length + 1)
  })

  it('reaches the collector’s v1/metrics under the configured endpoint when flushed', async () => {
    const telemetry = startBrowserTelemetry({
      endpoint: `${collector.url}/otel/`,
      serviceName: 'travel-rewards',
      serviceVersion: '0.1.0',
      environment: 'prod',
      context: () => ({ url: 'https://travel.example/', userAgent: 'test-agent', hostName: 'travel.example' }),
    })
    telemetry?.recordWebVital({ name: 'TTFB', value: 180, rating: 'good', navigationType: 'navigate' }, '/accommodations/')
    telemetry?.recordWebVital({ name: 'INP', value: 320, rating: 'needs-improvement', navigationType: 'navigate' }, '/accommodations/')
    telemetry?.flush()
    for (let waited = 0; collector.of('/otel/v1/metrics').length === 0 && waited < 3000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20))

    const [sent] = collector.of('/otel/v1/metrics')
    expect(sent?.contentType).toBe('application/json')
    const body = sent?.body as ReturnType<typeof metricsPayload>
    expect(body.resourceMetrics[0]?.resource.attributes).toEqual(expect.arrayContaining([{ key: 'telemetry.sdk.language', value: { stringValue: 'webjs' } }]))
    const metrics = body.resourceMetrics[0]?.scopeMetrics[0]?.metrics ?? []
    expect(metrics.map((metric) => [metric.name, metric.unit])).toEqual([
      ['browser.web_vital.ttfb', 'ms'],
      ['browser.web_vital.inp', 'ms'],
    ])
    expect(metrics[1]?.histogram.dataPoints[0]).toMatchObject({ sum: 320, attributes: expect.arrayContaining([{ key: 'url.path', value: { stringValue: '/accommodations/' } }]) })
  })
})
