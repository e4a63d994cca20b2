// Recent hotel searches, remembered on the device (newest first, five at most) and offered on the
// hotel search page as links that run the search again.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatStayDate } from '~/lib/format/stay-date'
import { createStoredList } from '~/lib/stored-list'
import { parseHotelSearchParams } from './hotel-params'
import { hotelPartyText } from './hotel-party'
import { hotelText } from '~/i18n/plain/hotel'
import { useTravellerToday } from '~/lib/search-dates'

export type RecentSearch = { destination: string; checkIn: string; checkOut: string; rooms: number; adults: number; children?: number[] }

const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

export const recentSearches = createStoredList<RecentSearch>('recent-hotel-searches', {
  max: 5,
  valid: (value): value is RecentSearch => {
    const entry = value as Partial<RecentSearch> | null
    const ages = entry?.children
    return (
      typeof entry?.destination === 'string' &&
      entry.destination.length > 0 &&
      isDate(entry.checkIn) &&
      isDate(entry.checkOut) &&
      Number.isInteger(entry.rooms) &&
      Number.isInteger(entry.adults) &&
      (ages === undefined || (Array.isArray(ages) && ages.every((age) => Number.isInteger(age) && age >= 0 && age <= 17)))
    )
  },
  same: (a, b) => recentSearchKey(a) === recentSearchKey(b),
})

/** One key per distinct search (destinations compared without case). */
export function recentSearchKey(search: RecentSearch): string {
  return [search.destination.toLowerCase(), search.checkIn, search.checkOut, search.rooms, search.adults, search.children?.join('.') ?? ''].join('|')
}

export function RecentSearches() {
  const searches = recentSearches.useList()
  // Past stays cannot be searched again.
  const today = useTravellerToday()
  const upcoming = searches.filter((search) => search.checkIn >= today)
  if (upcoming.length === 0) return null
  return (
    <section aria-labelledby="recent-searches" className={css({ mt: '8' })}>
      <h2 id="recent-searches" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
        {hotelText('recent-searches.recent-searches')}
      </h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {upcoming.map((search) => (
          <li key={recentSearchKey(search)}>
            <Link to="/accommodations/search-results" search={parseHotelSearchParams(search).params} className={css({ display: 'inline-block', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '3', py: '2', color: 'fg.link', _hover: { bg: 'bg.subtle' } })}>
              {hotelText('recent-searches.search', { destination: search.destination, checkIn: formatStayDate(search.checkIn), checkOut: formatStayDate(search.checkOut), party: hotelPartyText(search.adults, search.children?.length ?? 0) })}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" onClick={recentSearches.clear} className={css({ mt: '2', color: 'fg.link', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer' })}>
        {hotelText('recent-searches.forget-recent-searches')}
      </button>
    </section>
  )
}
