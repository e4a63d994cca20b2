// The hotel date picker's prices (issue 19, item 3), imported with the calendar on first use: the
// platform's price calendar for the destination and party, for stays as long as the one chosen when
// the calendar opened (one night without one), over the days shown.
import { useQuery } from '@tanstack/react-query'
import { hotelPriceCalendar } from '@server/bff/functions/hotel.functions'
import { pageContextHeaders } from '@server/upstream/context-headers'
import { dayPricesOf, pricedRange } from '~/lib/day-prices'
import { daysBetween } from '~/lib/search-dates'
import type { DayPricesHook } from '~/ui/date-range-field'
import { hotelText } from '~/i18n/plain/hotel'
import { hotelCalendarRooms } from './hotel-search-criteria'

const useHotelDayPrices: DayPricesHook = ({ from, to, opened, criteria }) => {
  const range = pricedRange({ from, to })
  const span = opened.start && opened.end ? daysBetween(opened.start, opened.end) : 1
  const nights = span >= 1 && span <= 30 ? span : 1
  const destination = criteria.destination?.trim() ?? ''
  const rooms = hotelCalendarRooms(criteria)
  const { data } = useQuery({
    queryKey: ['hotel-price-calendar', destination, range, nights, rooms],
    // Prices are help: a failure shows no site banner (SPEC.md §8 silent request), the calendar stays usable.
    queryFn: async () => {
      const outcome = await hotelPriceCalendar({ data: { body: { destination, ...range!, nights, rooms } }, headers: { [pageContextHeaders.silentRequest]: '1' } })
      return outcome.ok ? outcome.value : null
    },
    enabled: Boolean(range && destination),
    staleTime: 5 * 60_000,
  })
  if (!data) return undefined
  return dayPricesOf(
    data.days,
    data.currency,
    { spoken: (price) => hotelText('day-prices.price', { price }), cheapest: (price) => hotelText('day-prices.cheapest', { price }) },
    hotelText.plural('day-prices.note', data.nights),
  )
}

export default useHotelDayPrices
