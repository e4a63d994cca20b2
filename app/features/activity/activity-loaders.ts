// Loaders of the tours and transport steps; each route file writes one as its own `loader:` option, so
// the router's code splitting keeps these queries off every page's first load (line-routes.ts).
import { lineStepLoader } from '~/features/lines/line-routes'
import { activityOfferQueryOf, activitySearchCriteriaOf, activitySelectionOf } from './activity-criteria'
import type { ActivityKind, ActivityResultsParams } from './activity-params'
import { activityOfferQueryOptions, activityQuoteQueryOptions, activitySearchQueryOptions } from './activity.queries'

export const activityResultsLoader = (kind: ActivityKind) =>
  lineStepLoader({ queryOf: (search: ActivityResultsParams) => activitySearchCriteriaOf(kind, search), queryOptionsOf: activitySearchQueryOptions })

export const activityOfferLoader = lineStepLoader({ queryOf: activityOfferQueryOf, queryOptionsOf: activityOfferQueryOptions, titleOf: (offer) => offer.title })

export const activityCheckoutLoader = lineStepLoader({ queryOf: activitySelectionOf, queryOptionsOf: activityQuoteQueryOptions })
