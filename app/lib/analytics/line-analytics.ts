// What a line registers for the analytics runtime: the §R3 catalogue events of its pages and of its data, in
// `app/features/<product>/<product>.analytics.ts` (export `analytics`), read by ./route-events.ts; and the rules
// those modules share (a results page's search, sort and filters; a listing; a cancellation).
import type { AnalyticsEvent, AnalyticsEventName } from '@contracts/analytics/analytics-catalogue'
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { LinesSelling } from '~/lib/line-products'

export type RouteLocation = { pathname: string; search: Record<string, unknown> }

export const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)
export const number = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : undefined)
export const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

/** Arriving at a page: `before` is the search of the same page just left (undefined when coming from another page). */
export type Arrival = { previous: RouteLocation | undefined; search: Record<string, unknown>; before: Record<string, unknown> | undefined; samePage: boolean }
/** A data query that succeeded while the traveller is on `path`; `fromCache`: found already loaded (server-rendered). */
export type LoadedQuery = { queryKey: readonly unknown[]; value: Record<string, unknown> | undefined; path: string; fromCache: boolean }

/** The catalogue's events of one kind, each product's (`Dining Listing Viewed`, …). */
type EventNamed<Kind extends string> = Extract<AnalyticsEventName, `${string} ${Kind}`>

/** A page of a line selling the product. */
type LinePath<Product extends ReservationType> = `/${LinesSelling<Product>}/${string}`

type PageEvents = (arrival: Arrival) => AnalyticsEvent[]
type QueryEvents = (query: LoadedQuery) => AnalyticsEvent[]

/** A product's registration: its lines' pages by path (`/dining/offer`), its queries by their key's first word (`dining-search`). */
export type LineAnalytics<Product extends ReservationType> = {
  pages: Partial<Record<LinePath<Product>, PageEvents>>
  queries?: Partial<Record<`${Product}-${string}`, QueryEvents>>
  /** Pages confirming a booking besides each line's `/<line>/confirmation`: a reservation loaded there joins the trip. */
  confirmationPaths?: LinePath<Product>[]
}

function filterValues(search: Record<string, unknown>, filter: string): string[] {
  const value = search[filter]
  if (value === undefined || value === null || value === false) return []
  return (Array.isArray(value) ? value : [value]).map(String)
}

const changed = (before: Record<string, unknown> | undefined, search: Record<string, unknown>, keys: readonly string[]) =>
  !before || keys.some((key) => JSON.stringify(before[key]) !== JSON.stringify(search[key]))

/** A results page's sort and filter changes, between two visits of the same search. */
function listingChanges(before: Record<string, unknown>, search: Record<string, unknown>, filters: readonly string[], defaultSort: string): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = []
  const sort = text(search.sort) ?? defaultSort
  const previousSort = text(before.sort) ?? defaultSort
  if (sort !== previousSort) events.push({ name: 'Sort Order Changed', data: { sort, previous: previousSort, source: 'sort' } })
  for (const filter of filters) {
    const now = filterValues(search, filter)
    const then = filterValues(before, filter)
    for (const value of now) if (!then.includes(value)) events.push({ name: 'Listing Filter Added', data: { filter, value, source: 'filter' } })
    for (const value of then) if (!now.includes(value)) events.push({ name: 'Listing Filter Removed', data: { filter, value, source: 'filter' } })
  }
  return events
}

type ResultsPage = { criteria: readonly string[]; filters: readonly string[]; defaultSort: string }

/**
 * A results page's events: its search on arrival or when the criteria changed (`searched`, where the line has one),
 * else its sort and filter changes since the last visit of the same search.
 */
export const resultsPageEvents =
  (page: ResultsPage, searched?: (search: Record<string, unknown>, source: 'onsite search' | 'direct') => AnalyticsEvent): PageEvents =>
  ({ before, search }) => {
    if (changed(before, search, page.criteria)) return searched ? [searched(search, before ? 'onsite search' : 'direct')] : []
    return before ? listingChanges(before, search, page.filters, page.defaultSort) : []
  }

/** An offer page's detail, once per product arrived at (`idParam`: the product's id in the address). */
export const detailViewedEvents =
  (idParam: string, detailOf: (productId: string, previous: RouteLocation | undefined) => AnalyticsEvent): PageEvents =>
  ({ before, search, previous }) => {
    const productId = text(search[idParam])
    return productId && (!before || before[idParam] !== search[idParam]) ? [detailOf(productId, previous)] : []
  }

/** A page's event, sent on arriving from another page only (a checkout's start, a confirmation's completion). */
export const arrivalEvents =
  (eventOf: (search: Record<string, unknown>) => AnalyticsEvent | undefined): PageEvents =>
  ({ search, samePage }) => {
    const event = samePage ? undefined : eventOf(search)
    return event ? [event] : []
  }

const destinationOf = (value: Record<string, unknown> | undefined) => text((value?.destination as { name?: unknown } | undefined)?.name)

/** A search's listing on the line's results page (`noResults`: the event of an empty one, where the line has it). */
export const listingEvents =
  (paths: readonly string[], viewed: EventNamed<'Listing Viewed'>, noResults?: EventNamed<'Listing No Results Displayed'>): QueryEvents =>
  ({ value, path }) => {
    if (!paths.includes(path)) return []
    const destination = destinationOf(value)
    const total = number(value?.total) ?? 0
    return total === 0 && noResults ? [{ name: noResults, data: { destination } }] : [{ name: viewed, data: { resultCount: total, destination } }]
  }

/** A reservation cancelled on the product's cancel page, when it happens there (not found cancelled already). */
export const cancelledEvents =
  (type: ReservationType, name: EventNamed<'Booking Cancelled'>): QueryEvents =>
  ({ queryKey, value, path, fromCache }) =>
    !fromCache && path === `/reservations/cancel/${type}` && value?.status === 'CANCELLED' ? [{ name, data: { reservationId: String(queryKey[1]) } }] : []
