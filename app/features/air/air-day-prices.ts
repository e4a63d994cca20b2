// The flight date picker's fares (issue 19, item 3), imported with the calendar on first use: the
// platform's fare calendar for the route, travellers and cabin over the days shown, one way, or for
// round trips as long as the one chosen when the calendar opened.
import { airFareCalendar } from '@server/bff/functions/air.functions'
import { dayPricesOf, pricedRange, useSilentCalendar } from '~/lib/day-prices'
import { daysBetween } from '~/lib/search-dates'
import type { DayPricesHook } from '~/ui/date-range-parts'
import { linesText } from '~/i18n/plain/lines'
import { validateAirSearch } from './air-params'

const useAirDayPrices: DayPricesHook = ({ from, to, opened, criteria }) => {
  const range = pricedRange({ from, to })
  const span = opened.start && opened.end ? daysBetween(opened.start, opened.end) : undefined
  const tripDays = span !== undefined && span >= 0 && span <= 60 ? span : undefined
  const search = validateAirSearch(criteria)
  const passengers = { adults: search.adults, children: search.children, infantsInSeat: search.infantsInSeat, infantsOnLap: search.infantsOnLap }
  const body = search.origin && search.destination && range ? { origin: search.origin, destination: search.destination, ...range, tripDays, cabin: search.cabin, passengers } : undefined
  const data = useSilentCalendar(['air-fare-calendar', body], (headers) => airFareCalendar({ data: { body: body! }, headers }), Boolean(body))
  if (!data) return undefined
  return dayPricesOf(
    data.days,
    data.currency,
    { spoken: (price) => linesText('search.flights.day-prices.price', { price }), cheapest: (price) => linesText('search.flights.day-prices.cheapest', { price }) },
    data.tripDays === null ? linesText('search.flights.day-prices.one-way') : linesText.plural('search.flights.day-prices.round-trip', data.tripDays),
  )
}

export default useAirDayPrices
