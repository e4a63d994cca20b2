// The car rentals' catalogue events (§R3) of their pages, registered for the analytics runtime
// (app/lib/analytics/line-analytics.ts): loaded with it, never with a page.
import { resultsPageEvents, type LineAnalytics } from '~/lib/analytics/line-analytics'

const criteria = ['pickUpLocation', 'dropOffLocation', 'pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime', 'driverAge'] as const
const filters = ['classes', 'suppliers', 'transmission'] as const

export const analytics: LineAnalytics<'car'> = {
  // No search event of its own: the results page tells its sort and filter changes only.
  pages: { '/mobility/search-results': resultsPageEvents({ criteria, filters, defaultSort: 'recommended' }) },
}
