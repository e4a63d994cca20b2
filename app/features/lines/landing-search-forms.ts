// The flight and car landing pages' search forms, loaded on first use (./line-search-slot.tsx). Declared here, not
// in their route files, so the server starts loading their code when it starts (app/server.ts, issue 43).
import { lazyLineSearchForm } from './line-search-slot'

export const AirLandingSearchForm = lazyLineSearchForm(() => import('~/features/air/air-line-search').then((module) => module.AirLineSearchForm))
export const CarLandingSearchForm = lazyLineSearchForm(() => import('~/features/car/car-line-search').then((module) => module.CarLineSearchForm))
