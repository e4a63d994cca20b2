// What the hotels register for the shared screens (app/line-registrations.ts): plain and small, the home page loads it.
import type { LineRegistrations } from '~/features/lines/line-registration'

export const lines = {
  accommodations: {
    searchForm: () => import('./hotel-line-search').then((module) => module.HotelLineSearchForm),
    landing: {
      resultsParams: (search) => ({ destination: search.destination, checkIn: search.startDate, checkOut: search.endDate ?? '', adults: search.travelers }),
      placeParam: 'destination',
    },
  },
} satisfies LineRegistrations<'hotel'>
