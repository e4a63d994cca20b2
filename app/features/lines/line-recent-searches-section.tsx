// The traveller's recent searches of a line on its landing page (issue 19, item 5), as links that run them
// again, with a way to forget them. Loaded by ./line-landing.tsx only when the device keeps recent searches.
import { css } from 'styled-system/css'
import { formatStayDate } from '~/lib/format/stay-date'
import { todayIso } from '~/lib/search-dates'
import { landingText } from '~/i18n/plain/landing'
import { recentLineSearches, type RecentLineSearch } from './line-recent-searches'
import type { SearchLine } from './line-search'
import { linePages } from './lines'

const perLine = 5
const base = () => import.meta.env.BASE_URL.replace(/\/$/, '')

/** What a link names: the places ("JFK to LHR") and the dates. */
function describe(search: RecentLineSearch) {
  const [first, second] = search.places
  const places = second ? landingText('recent.places', { first: first!, second }) : first!
  const dates = search.dates.map((date) => formatStayDate(date)).join(' – ')
  return dates ? landingText('recent.search', { places, dates }) : places
}

/** @public Loaded by `import()` in ./line-landing.tsx, which the unused-code check does not follow. */
export function LineRecentSearches({ line }: { line: SearchLine }) {
  const searches = recentLineSearches.useList()
  // Past dates cannot be searched again.
  const today = todayIso()
  const shown = searches.filter((search) => search.line === line && (search.dates[0] ?? today) >= today).slice(0, perLine)
  if (shown.length === 0) return null
  return (
    <section aria-labelledby={`recent-${line}-searches`}>
      <h2 id={`recent-${line}-searches`} className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
        {landingText('recent.heading')}
      </h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {shown.map((search) => (
          <li key={search.query} className={css({ minW: '0', maxW: 'full' })}>
            <a href={`${base()}${linePages[line]}/search-results?${search.query}`} className={css({ display: 'inline-block', maxW: 'full', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '3', py: '2', color: 'fg.link', overflowWrap: 'anywhere', _hover: { bg: 'bg.subtle' } })}>
              {describe(search)}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => recentLineSearches.forget((search) => search.line === line)} className={css({ mt: '2', color: 'fg.link', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer' })}>
        {landingText('recent.forget')}
      </button>
    </section>
  )
}
