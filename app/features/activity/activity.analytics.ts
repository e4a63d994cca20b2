// The tours' and transport's catalogue events (§R3) of their pages and data, registered for the analytics runtime
// (app/lib/analytics/line-analytics.ts): loaded with it, never with a page.
import { cancelledEvents, detailViewedEvents, listingEvents, number, resultsPageEvents, text, type LineAnalytics } from '~/lib/analytics/line-analytics'

const criteria = ['destination', 'startDate', 'endDate', 'travelers', 'origin', 'date', 'time', 'passengers'] as const
const filters = ['categories', 'durations', 'priceMax', 'freeCancellation'] as const

/** A tour's search has a start and an end, a transfer one date; both are an Activity Search. */
const results = (tour: boolean) =>
  resultsPageEvents({ criteria, filters, defaultSort: 'recommended' }, (search, source) => ({
    name: 'Activity Search',
    data: {
      destination: text(search.destination),
      startDate: text(tour ? search.startDate : search.date),
      endDate: text(tour ? (search.endDate ?? search.startDate) : search.date),
      travelers: number(tour ? search.travelers : search.passengers),
      source,
    },
  }))
const detail = detailViewedEvents('activityId', (productId) => ({ name: 'Activity Detail Viewed', data: { productId, source: 'direct' } }))

export const analytics: LineAnalytics<'activity'> = {
  pages: { '/tours/search-results': results(true), '/transport/search-results': results(false), '/tours/offer': detail, '/transport/offer': detail },
  queries: {
    'activity-search': listingEvents(['/tours/search-results', '/transport/search-results'], 'Activity Listing Viewed', 'Activity Listing No Results Displayed'),
    'activity-offer': ({ queryKey, value, path }) => {
      if (path !== '/tours/offer' && path !== '/transport/offer') return []
      const query = (queryKey[2] ?? {}) as Record<string, unknown>
      const options = Array.isArray(value?.options) ? (value.options as { departures?: { available?: boolean }[] }[]) : []
      const available = options.some((option) => option.departures?.some((departure) => departure.available))
      return [{ name: 'Activity Availability Checked', data: { productId: String(queryKey[1]), available, startDate: text(query.date), endDate: text(query.date) } }]
    },
    'activity-reservation': cancelledEvents('activity', 'Activity Booking Cancelled'),
  },
}
