// What the hotels' landing page shows of their own (the shared `LineLandingPage` otherwise): a module apart from
// `hotel.line.ts`, whose chunk holds every line's registration (0.3 KB more before any interaction there).
import type { StoredRecentSearches } from '~/features/lines/line-landing'

/** The hotels keep recent searches of their own (./hotel-recent-searches.tsx: the key must equal its list's), shown when the device has some. */
export const hotelRecentSearches: StoredRecentSearches = { storageKey: 'recent-hotel-searches', load: () => import('./hotel-recent-searches').then((module) => module.RecentSearches) }
