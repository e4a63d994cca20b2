// Web vitals as OTLP metrics (issue 7, §R7.24 v1/metrics): LCP, CLS, INP and TTFB, each
// measurement a delta histogram point whose buckets follow the good / needs-improvement / poor
// thresholds, so a collector can count the share of good pages. Plain data: the measuring library is
// loaded by web-vitals-observer.ts, only when telemetry is on.
import type { MetricRecord } from './otlp-json'

export const webVitalNames = ['LCP', 'CLS', 'INP', 'TTFB'] as const
export type WebVitalName = (typeof webVitalNames)[number]

/** What the web-vitals library reports (the fields used here). */
export type WebVitalReport = { name: WebVitalName; value: number; rating: 'good' | 'needs-improvement' | 'poor'; navigationType: string }

export const webVitalMetrics: Record<WebVitalName, Pick<MetricRecord, 'name' | 'unit' | 'description' | 'bounds'>> = {
  LCP: { name: 'browser.web_vital.lcp', unit: 'ms', description: 'Largest Contentful Paint', bounds: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000] },
  CLS: { name: 'browser.web_vital.cls', unit: '1', description: 'Cumulative Layout Shift', bounds: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1] },
  INP: { name: 'browser.web_vital.inp', unit: 'ms', description: 'Interaction to Next Paint', bounds: [50, 100, 200, 300, 500, 750, 1000, 2000] },
  TTFB: { name: 'browser.web_vital.ttfb', unit: 'ms', description: 'Time to First Byte', bounds: [100, 200, 400, 800, 1200, 1800, 3000, 5000] },
}

export function webVitalRecord(report: WebVitalReport, { path, startMillis, timeMillis }: { path: string; startMillis: number; timeMillis: number }): MetricRecord {
  return {
    ...webVitalMetrics[report.name],
    value: report.value,
    startMillis,
    timeMillis,
    attributes: { 'web_vital.rating': report.rating, 'web_vital.navigation_type': report.navigationType, 'url.path': path },
  }
}
