// Issue 7 browser telemetry (§R7.24 "v1/metrics", §R9): with OTEL_EXPORTER_OTLP_ENDPOINT set, a page
// in Chromium sends its web vitals (LCP, CLS, TTFB) as OTLP JSON metrics to the collector's v1/metrics.
// The shared e2e server has no endpoint, so this file starts its own build server beside a fake
// collector, on a port the system picks.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startFakeCollector } from '../fixtures/fake-otlp-collector'
import { expect, test } from './fixtures/test'

type Collector = Awaited<ReturnType<typeof startFakeCollector>>
type MetricsBody = {
  resourceMetrics: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeMetrics: { metrics: { name: string; histogram: { dataPoints: { sum: number }[] } }[] }[] }[]
}

let collector: Collector
let server: ChildProcess
let origin: string
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A first start on an empty data folder (migrations, seeds) on a busy machine can take a minute.
  test.setTimeout(180_000)
  collector = await startFakeCollector()
  dataDir = mkdtempSync(path.join(tmpdir(), 'telemetry-e2e-'))
  server = spawn(process.execPath, ['dist/serve.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  origin = await new Promise<string>((resolve, reject) => {
    let output = ''
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /"url":"(http:\/\/127\.0\.0\.1:\d+)\/?"/.exec(output)
      if (listening?.[1]) resolve(listening[1])
    })
    server.once('exit', (code, signal) => reject(new Error(`the telemetry server stopped (${code ?? signal}): ${output.slice(-500)}`)))
  })
})

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGINT')
    await exited
  }
  await collector?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function browserMetrics(): Map<string, number[]> {
  const found = new Map<string, number[]>()
  for (const { body } of collector.of('/v1/metrics')) {
    for (const resource of (body as MetricsBody).resourceMetrics) {
      if (!resource.resource.attributes.some((attribute) => attribute.key === 'telemetry.sdk.language' && attribute.value.stringValue === 'webjs')) continue
      for (const metric of resource.scopeMetrics.flatMap((scope) => scope.metrics)) found.set(metric.name, [...(found.get(metric.name) ?? []), ...metric.histogram.dataPoints.map((point) => point.sum)])
    }
  }
  return found
}

test('a page sends its web vitals to the collector as OTLP metrics', async ({ page }) => {
  const vitalsLoaded = page.waitForResponse((response) => /\/assets\/web-vitals-observer-[\w-]+\.js$/.test(response.url()))
  await page.goto(`${origin}/`)
  await page.locator('footer').waitFor()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await vitalsLoaded
  // An input ends the LCP measurement; the page going hidden reports LCP and CLS (TTFB is reported after load).
  await page.keyboard.press('Tab')
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })

  await expect.poll(() => [...browserMetrics().keys()].sort(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['browser.web_vital.cls', 'browser.web_vital.lcp', 'browser.web_vital.ttfb']))
  const metrics = browserMetrics()
  expect(metrics.get('browser.web_vital.lcp')?.[0]).toBeGreaterThan(0)
  expect(metrics.get('browser.web_vital.ttfb')?.[0]).toBeGreaterThanOrEqual(0)
  expect(metrics.get('browser.web_vital.cls')?.[0]).toBeGreaterThanOrEqual(0)
  // Put the page back as it was for the accessibility check that follows every test.
  await page.evaluate(() => Reflect.deleteProperty(document, 'visibilityState'))
})
