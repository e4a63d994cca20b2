// Route options of the tours and transport steps, one set for both kinds; each route file names its kind and page.
import { stripSearchParams } from '@tanstack/react-router'
import { landingLoader, lineStepRoute } from '~/features/lines/line-routes'
import { pageTitle } from '~/i18n/page-title'
import { activityResultsDefaults, validateActivityOfferSearch, validateActivityResultsSearch, type ActivityKind, type ActivityResultsParams } from './activity-params'

const lineOf = { tour: 'tours', transport: 'transport' } as const satisfies Record<ActivityKind, string>

export function activityLandingRoute(kind: ActivityKind) {
  return {
    validateSearch: validateActivityResultsSearch(kind),
    // `/tours/` is served as written, not redirected to an address spelling out the defaults (§R2).
    search: { middlewares: [stripSearchParams<ActivityResultsParams>(activityResultsDefaults[kind])] },
    head: () => ({ meta: [{ title: pageTitle(lineOf[kind]) }] }),
    loader: landingLoader(lineOf[kind]),
  }
}

// Their loaders are in activity-loaders.ts, which each route file names as its own `loader:` (line-routes.ts).
export function activityResultsRoute(kind: ActivityKind) {
  return lineStepRoute({ title: `${lineOf[kind]}.search-results`, validateSearch: validateActivityResultsSearch(kind) })
}

export function activityOfferRoute(kind: ActivityKind) {
  return lineStepRoute({ title: `${lineOf[kind]}.offer`, validateSearch: validateActivityOfferSearch })
}

export function activityCheckoutRoute(kind: ActivityKind) {
  return lineStepRoute({ title: `${lineOf[kind]}.checkout`, noindex: true, validateSearch: validateActivityOfferSearch })
}
