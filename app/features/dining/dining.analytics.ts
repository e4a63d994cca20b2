// Dining's catalogue events (§R3) of its pages and data, registered for the analytics runtime
// (app/lib/analytics/line-analytics.ts): loaded with it, never with a page.
import { cancelledEvents, detailViewedEvents, listingEvents, normalize, number, resultsPageEvents, text, type LineAnalytics } from '~/lib/analytics/line-analytics'

const criteria = ['destination', 'date', 'time', 'guests'] as const
const filters = ['cuisines', 'priceLevels', 'partners'] as const

export const analytics: LineAnalytics<'dining'> = {
  pages: {
    '/dining/search-results': resultsPageEvents({ criteria, filters, defaultSort: 'recommended' }, (search, source) => ({
      name: 'Dining Search',
      data: { destination: text(search.destination), startDate: text(search.date), travelers: number(search.guests), source },
    })),
    '/dining/offer': detailViewedEvents('restaurantId', (productId, previous) => ({
      name: 'Dining Detail Viewed',
      data: { productId, source: previous && normalize(previous.pathname) === '/dining/search-results' ? 'onsite search' : 'direct' },
    })),
  },
  queries: {
    // No event of its own for an empty listing.
    'dining-search': listingEvents(['/dining/search-results'], 'Dining Listing Viewed'),
    'dining-reservation': cancelledEvents('dining', 'Dining Booking Cancelled'),
  },
}
