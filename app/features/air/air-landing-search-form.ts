// The flight landing page's search form, loaded on first use (../lines/line-search-slot.tsx). Declared here, not in
// its route file, so the server starts loading its code when it starts (app/server.ts, issue 43).
import { lazyLineSearchForm } from '~/features/lines/line-search-slot'

export const AirLandingSearchForm = lazyLineSearchForm(() => import('./air-line-search').then((module) => module.AirLineSearchForm))
