// Analytics of error pages (§R2/§R4): a page-load-started event in the error category.
import { trackEvent } from '~/features/analytics/analytics-queue'

export function trackErrorPageLoadStarted(path: string = window.location.pathname) {
  trackEvent('Page Load Started', { path, category: 'error' })
}
