// A line's recent searches (issue 19, item 5): every search of the shared line form (landing pages,
// results pages, the home widget) is remembered on the device, newest first, and the line's landing
// page offers them again as links. Stored as the results address's query with the places and dates
// to name it; nothing shows before hydration (the server sees no device storage).
import { css } from 'styled-system/css'
import { formatStayDate } from '~/lib/format/stay-date'
import { todayIso } from '~/lib/search-dates'
import { createStoredList } from '~/lib/stored-list'
import { linesText } from '~/i18n/plain/lines'
import { linePages } from './lines'
import type { SearchLine } from './line-search'

export type RecentLineSearch = { line: SearchLine; query: string; places: string[]; dates: string[] }

const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const isText = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 100

export const recentLineSearches = createStoredList<RecentLineSearch>('recent-line-searches', {
  // Five for each of five lines.
  max: 25,
  valid: (value): value is RecentLineSearch => {
    const entry = value as Partial<RecentLineSearch> | null
    return (
      typeof entry?.line === 'string' &&
      entry.line in linePages &&
      typeof entry.query === 'string' &&
      entry.query.length <= 1000 &&
      Array.isArray(entry.places) &&
      entry.places.length > 0 &&
      entry.places.every(isText) &&
      Array.isArray(entry.dates) &&
      entry.dates.every(isDate)
    )
  },
  same: (a, b) => a.line === b.line && a.query === b.query,
})

const perLine = 5

/** What a link names: the places ("JFK to LHR") and the dates. */
function describe(search: RecentLineSearch) {
  const [first, second] = search.places
  const places = second ? linesText('landing.recent.places', { first: first!, second }) : first!
  const dates = search.dates.map((date) => formatStayDate(date)).join(' – ')
  return dates ? linesText('landing.recent.search', { places, dates }) : places
}

export function LineRecentSearches({ line }: { line: SearchLine }) {
  const searches = recentLineSearches.useList()
  // Past dates cannot be searched again.
  const today = todayIso()
  const shown = searches.filter((search) => search.line === line && (search.dates[0] ?? today) >= today).slice(0, perLine)
  if (shown.length === 0) return null
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  return (
    <section aria-labelledby={`recent-${line}-searches`}>
      <h2 id={`recent-${line}-searches`} className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
        {linesText('landing.recent.heading')}
      </h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {shown.map((search) => (
          <li key={search.query} className={css({ minW: '0', maxW: 'full' })}>
            <a href={`${base}${linePages[line]}/search-results?${search.query}`} className={css({ display: 'inline-block', maxW: 'full', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '3', py: '2', color: 'fg.link', overflowWrap: 'anywhere', _hover: { bg: 'bg.subtle' } })}>
              {describe(search)}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => recentLineSearches.forget((search) => search.line === line)} className={css({ mt: '2', color: 'fg.link', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer' })}>
        {linesText('landing.recent.forget')}
      </button>
    </section>
  )
}
