// What the flight results page makes of its address: what is still missing and the platform's search criteria. Apart from
// ./air-params.ts, which the route tree (every page's first load) reads: only the results page needs these (issue 40).
import type { AirSearchCriteria } from '@contracts/lxp/air.schema'
import type { AirSearchParams } from './air-params'

/** What is still missing before a search can run, as the air messages' names (the page reads them in the visitor's words). */
export function missingAirCriteria(params: AirSearchParams) {
  const missing = [
    !params.origin && 'missing.origin',
    !params.destination && 'missing.destination',
    !params.departDate && 'missing.depart-date',
    // An optional date the address gave that is not in the calendar is asked for again, not left out.
    params.adjusted?.includes('returnDate') && 'missing.return-date',
  ] as const
  return missing.filter((entry) => entry !== false && entry !== undefined)
}

/** The search the results page asks the platform, or undefined while something is missing. */
export function airSearchCriteriaOf(params: AirSearchParams) {
  return missingAirCriteria(params).length > 0 ? undefined : toAirCriteria(params)
}

export const airResultsPageSize = 10

export function toAirCriteria(params: AirSearchParams): AirSearchCriteria {
  return {
    origin: params.origin ?? '',
    destination: params.destination ?? '',
    departDate: params.departDate ?? '',
    ...(params.returnDate ? { returnDate: params.returnDate } : {}),
    cabin: params.cabin,
    passengers: { adults: params.adults, children: params.children, infantsInSeat: params.infantsInSeat, infantsOnLap: params.infantsOnLap },
    filters: {
      ...(params.stops ? { stops: params.stops } : {}),
      ...(params.carriers ? { carriers: params.carriers } : {}),
      ...(params.departureFrom ? { departureFrom: params.departureFrom } : {}),
      ...(params.departureTo ? { departureTo: params.departureTo } : {}),
      ...(params.maxPrice ? { maxPrice: params.maxPrice * 100 } : {}),
    },
    sort: params.sort,
    page: params.page,
    pageSize: airResultsPageSize,
  }
}
