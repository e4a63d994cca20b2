// A line's recent searches (issue 19, item 5): every search of the shared line form (landing pages,
// results pages, the home widget) is remembered on the device, newest first, and the line's landing
// page offers them again as links (./line-landing-sections.tsx). Stored as the results address's query
// with the places and dates to name it. Kept apart from the list's display, which loads with the
// landing sections, so the form carries only this store.
import { createStoredList } from '~/lib/stored-list'
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
