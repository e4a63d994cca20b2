// The hotels' catalogue events (§R3) of their pages and data, registered for the analytics runtime
// (app/lib/analytics/line-analytics.ts): loaded with it, never with a page.
import { arrivalEvents, cancelledEvents, detailViewedEvents, listingEvents, number, resultsPageEvents, text, type LineAnalytics } from '~/lib/analytics/line-analytics'

const criteria = ['destination', 'checkIn', 'checkOut', 'rooms', 'adults', 'children'] as const
// Search params of the results page that are filters (everything else is criteria, sort, view or page).
const filters = ['priceMin', 'priceMax', 'stars', 'minReviewScore', 'amenities', 'propertyTypes', 'chains', 'accessibility', 'freeCancellation', 'payLater', 'pointsEligible'] as const

export const analytics: LineAnalytics<'hotel'> = {
  pages: {
    '/accommodations/search-results': resultsPageEvents({ criteria, filters, defaultSort: 'featured' }, (search, source) => ({
      name: 'Hotel Search',
      data: { destination: text(search.destination), startDate: text(search.checkIn), endDate: text(search.checkOut), travelers: number(search.adults), source },
    })),
    '/accommodations/offer': detailViewedEvents('hotelId', (productId) => ({ name: 'Hotel Detail Viewed', data: { productId, source: 'direct' } })),
    '/accommodations/checkout': arrivalEvents((search) => ({ name: 'Hotel Booking Started', data: { productId: text(search.hotelId) } })),
    '/accommodations/confirmation': arrivalEvents((search) => {
      const reservationId = text(search.reservationId)
      return reservationId ? { name: 'Hotel Booking Completed', data: { reservationId } } : undefined
    }),
  },
  queries: {
    'hotel-search': listingEvents(['/accommodations/search-results'], 'Hotel Listing Viewed', 'Hotel Listing No Results Displayed'),
    'hotel-offer': ({ queryKey, value, path }) => {
      if (path !== '/accommodations/offer') return []
      const query = (queryKey[2] ?? {}) as Record<string, unknown>
      const rooms = Array.isArray(value?.rooms) ? value.rooms : []
      return [{ name: 'Hotel Availability Checked', data: { productId: String(queryKey[1]), available: rooms.length > 0, startDate: text(query.checkIn), endDate: text(query.checkOut) } }]
    },
    'hotel-reservation': cancelledEvents('hotel', 'Hotel Booking Cancelled'),
  },
}
