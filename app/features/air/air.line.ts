// What the flights register for the shared screens (app/line-registrations.ts): plain and small, the home page loads it.
import type { LineRegistrations } from '~/features/lines/line-registration'

export const lines = {
  flights: {
    searchForm: () => import('./air-line-search').then((module) => module.AirLineSearchForm),
    landing: {
      resultsParams: (search) => ({ origin: search.origin ?? '', destination: search.destination, departDate: search.startDate, returnDate: search.endDate ?? '', adults: search.travelers }),
      placeParam: 'destination',
    },
  },
} satisfies LineRegistrations<'air'>
