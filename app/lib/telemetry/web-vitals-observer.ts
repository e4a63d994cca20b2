// Measures the page's web vitals with the web-vitals library (about 2 KB gzip, its own chunk, loaded
// only when browser telemetry is on). It reports LCP, CLS and INP when the page is hidden, TTFB soon
// after load, and again for a page restored from the back-forward cache.
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals'
import type { WebVitalReport } from './web-vitals'

export function observeWebVitals(report: (metric: WebVitalReport) => void) {
  for (const observe of [onLCP, onCLS, onINP, onTTFB]) observe((metric) => report(metric as WebVitalReport))
}
