// What tours and transport register for the shared screens (app/line-registrations.ts): plain and small, the home page loads it.
import type { LineRegistrations } from '~/features/lines/line-registration'

export const lines = {
  tours: {
    searchForm: () => import('./activity-line-search').then((module) => module.TourLineSearchForm),
    landing: {
      resultsParams: (search) => ({ destination: search.destination, startDate: search.startDate, travelers: search.travelers }),
      placeParam: 'destination',
    },
  },
  transport: {
    searchForm: () => import('./activity-line-search').then((module) => module.TransportLineSearchForm),
    landing: {
      resultsParams: (search) => ({ origin: search.origin ?? '', destination: search.destination, date: search.startDate, passengers: search.travelers }),
      placeParam: 'destination',
    },
  },
} satisfies LineRegistrations<'activity'>
