// What dining registers for the shared screens (app/line-registrations.ts): plain and small, the home page loads it.
import type { LineRegistrations } from '~/features/lines/line-registration'

export const lines = {
  dining: {
    searchForm: () => import('./dining-line-search').then((module) => module.DiningLineSearchForm),
    landing: {
      resultsParams: (search) => ({ destination: search.destination, date: search.startDate, time: '19:00', guests: search.travelers }),
      placeParam: 'destination',
    },
  },
} satisfies LineRegistrations<'dining'>
