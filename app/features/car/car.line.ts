// What the car rentals register for the shared screens (app/line-registrations.ts): plain and small, the home page loads it.
import type { LineRegistrations } from '~/features/lines/line-registration'

export const lines = {
  mobility: {
    searchForm: () => import('./car-line-search').then((module) => module.CarLineSearchForm),
    landing: {
      resultsParams: (search) => ({ pickUpLocation: search.destination, pickUpDate: search.startDate, dropOffDate: search.endDate ?? '' }),
      placeParam: 'pickUpLocation',
    },
  },
} satisfies LineRegistrations<'car'>
