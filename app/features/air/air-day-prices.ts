// The flight date picker's fares (issue 19, item 3), imported with the calendar on first use: the
// platform's fare calendar for the route, travellers and cabin over the days shown, one way, or for
// round trips as long as the one chosen when the calendar opened.
import { useQuery } from '@tanstack/react-query'
import { airFareCalendar } from '@server/bff/functions/air.functions'
import { pageContextHeaders } from '@server/upstream/context-headers'
import { dayPricesOf, pricedRange } from '~/lib/day-prices'
import { daysBetween } from '~/lib/search-dates'
import type { DayPricesHook } from '~/ui/date-range-field'
import { linesText } from '~/i18n/plain/lines'
import { validateAirSearch } from './air-search-params'

const useAirDayPrices: DayPricesHook = ({ from, to, opened, criteria }) => {
  const range = pricedRange({ from, to })
  const span = opened.start && opened.end ? daysBetween(opened.start, opened.end) : undefined
  const tripDays = span !== undefined && span >= 0 && span <= 60 ? span : undefined
  const search = validateAirSearch(criteria)
  const passengers = { adults: search.adults, children: search.children, infantsInSeat: search.infantsInSeat, infantsOnLap: search.infantsOnLap }
  const body = search.origin && search.destination && range ? { origin: search.origin, destination: search.destination, ...range, tripDays, cabin: search.cabin, passengers } : undefined
  const { data } = useQuery({
    queryKey: ['air-fare-calendar', body],
    // Fares are help: a failure (an unknown place) shows no site banner (SPEC.md §8 silent request).
    queryFn: async () => {
      const outcome = await airFareCalendar({ data: { body: body! }, headers: { [pageContextHeaders.silentRequest]: '1' } })
      return outcome.ok ? outcome.value : null
    },
    enabled: Boolean(body),
    staleTime: 5 * 60_000,
  })
  if (!data) return undefined
  return dayPricesOf(
    data.days,
    data.currency,
    { spoken: (price) => linesText('search.flights.day-prices.price', { price }), cheapest: (price) => linesText('search.flights.day-prices.cheapest', { price }) },
    data.tripDays === null ? linesText('search.flights.day-prices.one-way') : linesText.plural('search.flights.day-prices.round-trip', data.tripDays),
  )
}

export default useAirDayPrices
