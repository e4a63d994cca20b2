// The hotel date picker's prices (issue 19, item 3), imported with the calendar on first use: the
// platform's price calendar for the destination and party, for stays as long as the one chosen when
// the calendar opened (one night without one), over the days shown.
import { hotelPriceCalendar } from '@server/bff/functions/hotel.functions'
import { dayPricesOf, pricedRange, useSilentCalendar } from '~/lib/day-prices'
import { daysBetween } from '~/lib/search-dates'
import type { DayPricesHook } from '~/ui/date-range-parts'
import { hotelText } from '~/i18n/plain/hotel'
import { hotelCalendarRooms } from './hotel-criteria'

const useHotelDayPrices: DayPricesHook = ({ from, to, opened, criteria }) => {
  const range = pricedRange({ from, to })
  const span = opened.start && opened.end ? daysBetween(opened.start, opened.end) : 1
  const nights = span >= 1 && span <= 30 ? span : 1
  const destination = criteria.destination?.trim() ?? ''
  const rooms = hotelCalendarRooms(criteria)
  const data = useSilentCalendar(
    ['hotel-price-calendar', destination, range, nights, rooms],
    (headers) => hotelPriceCalendar({ data: { body: { destination, ...range!, nights, rooms } }, headers }),
    Boolean(range && destination),
  )
  if (!data) return undefined
  return dayPricesOf(
    data.days,
    data.currency,
    { spoken: (price) => hotelText('day-prices.price', { price }), cheapest: (price) => hotelText('day-prices.cheapest', { price }) },
    hotelText.plural('day-prices.note', data.nights),
  )
}

export default useHotelDayPrices
