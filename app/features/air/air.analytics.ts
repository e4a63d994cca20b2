// The flights' catalogue events (§R3) of their pages and data, registered for the analytics runtime
// (app/lib/analytics/line-analytics.ts): loaded with it, never with a page.
import { arrivalEvents, cancelledEvents, listingEvents, number, resultsPageEvents, text, type LineAnalytics } from '~/lib/analytics/line-analytics'

const criteria = ['origin', 'destination', 'departDate', 'returnDate', 'adults', 'children', 'infantsInSeat', 'infantsOnLap', 'cabin'] as const
const filters = ['stops', 'carriers', 'departureFrom', 'departureTo', 'maxPrice'] as const

export const analytics: LineAnalytics<'air'> = {
  pages: {
    // Its default sort is the lowest price.
    '/flights/search-results': resultsPageEvents({ criteria, filters, defaultSort: 'price' }, (search, source) => {
      // Defaults leave the address (one adult is the least a flight search has, §R9).
      const travelers = (number(search.adults) ?? 1) + ['children', 'infantsInSeat', 'infantsOnLap'].reduce((sum, key) => sum + (number(search[key]) ?? 0), 0)
      return {
        name: 'Flight Search',
        data: { origin: text(search.origin), destination: text(search.destination), startDate: text(search.departDate), endDate: text(search.returnDate), travelers, cabin: text(search.cabin), source },
      }
    }),
    '/flights/checkout': arrivalEvents((search) => ({ name: 'Flight Booking Started', data: { productId: text(search.offerId) } })),
    '/flights/confirmation': arrivalEvents((search) => {
      const reservationId = text(search.reservationId)
      return reservationId ? { name: 'Flight Booking Completed', data: { reservationId } } : undefined
    }),
  },
  queries: {
    'air-search': listingEvents(['/flights/search-results'], 'Flight Listing Viewed', 'Flight Listing No Results Displayed'),
    // Flights have no offer page: the checkout loads the chosen itinerary's details (fares, baggage, seat maps).
    'air-offer': ({ queryKey, path }) => (path === '/flights/checkout' ? [{ name: 'Flight Detail Viewed', data: { productId: String(queryKey[1]), source: 'direct' } }] : []),
    'air-reservation': cancelledEvents('air', 'Flight Booking Cancelled'),
  },
  // The exchange's confirmation loads a reservation too.
  confirmationPaths: ['/flights/exchange/confirmation'],
}
