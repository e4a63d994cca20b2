// Catalogue events (§R3) that follow from where the traveller is and what the page loaded: derived from the
// route's search params and the data queries, by the rules each line registers (./line-analytics.ts), so
// feature code stays free of tracking calls.
import type { AnalyticsEvent, InteractionSource } from '@contracts/analytics/analytics-catalogue'
import type { ReservationType } from '@contracts/lxp/reservation-types'
import { linesOfBusiness } from '@contracts/site/lines-of-business'
import { normalize, text, type LineAnalytics, type RouteLocation } from './line-analytics'

// Each line's events, from the `<product>.analytics.ts` module of its feature folder (./line-analytics.ts), so adding a
// line edits nothing here (issue 39). By a glob, the one way this shared module reaches the line folders: no static
// import does (`shared-features-not-to-lines`, .dependency-cruiser.cjs). A glob is Vite's: only Vite-built code and
// vitest read this module, never an esbuild bundle (scripts/bundle-for-node.ts bundles no app/ module).
const lineAnalytics = Object.values(import.meta.glob<LineAnalytics<ReservationType>>('../../features/*/*.analytics.ts', { eager: true, import: 'analytics' }))
const pageEvents = new Map(lineAnalytics.flatMap((line) => Object.entries(line.pages)))
const lineQueryEvents = new Map(lineAnalytics.flatMap((line) => Object.entries(line.queries ?? {})))

/** My Trips' view of a reservation, one page per product, named by it (`/reservations/view/hotel`). */
const reservationView = /^\/reservations\/view\/(\w+)$/

/** Events of arriving at `current` from `previous` (undefined on the first page of the document). */
export function routeEvents(previous: RouteLocation | undefined, current: RouteLocation): AnalyticsEvent[] {
  const path = normalize(current.pathname)
  const samePage = previous !== undefined && normalize(previous.pathname) === path
  const search = current.search
  const viewed = reservationView.exec(path)?.[1]
  if (viewed) {
    const reservationId = text(search.reservationId)
    return reservationId && !samePage ? [{ name: 'Reservation Details Viewed', data: { reservationId, productType: viewed } }] : []
  }
  return pageEvents.get(path)?.({ previous, search, before: samePage ? previous.search : undefined, samePage }) ?? []
}

const confirmationPaths = new Set([...linesOfBusiness.map((line) => `/${line}/confirmation`), ...lineAnalytics.flatMap((line) => line.confirmationPaths ?? [])])

type Outcome = { ok: boolean; value?: unknown }
const isOutcome = (data: unknown): data is Outcome => typeof data === 'object' && data !== null && 'ok' in data

/**
 * Events of a data query that succeeded while the traveller is on `pathname`. `fromCache` marks data
 * found already loaded (server-rendered): a cancellation is an event only when it happens here.
 */
export function queryEvents(queryKey: readonly unknown[], data: unknown, pathname: string, fromCache = false): AnalyticsEvent[] {
  if (!isOutcome(data) || !data.ok) return []
  const path = normalize(pathname)
  const value = data.value as Record<string, unknown> | undefined
  const [kind] = queryKey
  // A booking joins the traveller's trip (its order, §R3) when its confirmation first loads it.
  if (typeof kind === 'string' && kind.endsWith('-reservation') && confirmationPaths.has(path) && typeof value?.orderId === 'string') {
    return [{ name: 'Reservation Trip Assigned', data: { reservationId: String(queryKey[1]), tripId: value.orderId } }]
  }
  return (typeof kind === 'string' && lineQueryEvents.get(kind)?.({ queryKey, value, path, fromCache })) || []
}

/**
 * The interaction that led to a search, listing or detail (§R3.56 interaction sources): a link inside
 * an element marked `data-interaction-source` (the home page's destination carousel) names its source for
 * the page it leads to, a number stepper (guests, rooms) for the next search; the events of that page that would say
 * 'direct' or 'onsite search' say that source instead.
 */
export function withInteractionSource(events: AnalyticsEvent[], source: InteractionSource | undefined): AnalyticsEvent[] {
  if (!source) return events
  return events.map((event) => {
    const data = event.data as { source?: string }
    // A stepper changes the criteria of a search, never which product is looked at.
    if (source === 'stepper' && !event.name.endsWith(' Search')) return event
    return data.source === 'direct' || data.source === 'onsite search' ? ({ ...event, data: { ...data, source } } as AnalyticsEvent) : event
  })
}

/** Only the result view (grid, list, map) changed on the same results page. */
export function onlyViewChanged(previous: RouteLocation | undefined, current: RouteLocation): boolean {
  if (!previous || normalize(previous.pathname) !== normalize(current.pathname) || !normalize(current.pathname).endsWith('/search-results')) return false
  const keys = new Set([...Object.keys(previous.search), ...Object.keys(current.search)])
  const differing = [...keys].filter((key) => JSON.stringify(previous.search[key]) !== JSON.stringify(current.search[key]))
  return differing.length === 1 && differing[0] === 'view'
}

export const isListingViewed = (event: AnalyticsEvent) => event.name.endsWith(' Listing Viewed')
