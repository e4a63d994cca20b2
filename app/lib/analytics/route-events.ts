// Catalogue events (§R3) of the hotel and flight flows that follow from where the traveller is
// and what the page loaded: derived in one place from the route's search params and the data
// queries, so feature code stays free of tracking calls.
import type { AnalyticsEvent, InteractionSource } from '@contracts/analytics/analytics-catalogue'

export type RouteLocation = { pathname: string; search: Record<string, unknown> }

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)
const number = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : undefined)
const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

const searchCriteria = ['destination', 'checkIn', 'checkOut', 'rooms', 'adults', 'children'] as const
const carCriteria = ['pickUpLocation', 'dropOffLocation', 'pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime', 'driverAge'] as const
// Search params of the results page that are filters (everything else is criteria, sort, view or page).
const hotelFilters = ['priceMin', 'priceMax', 'stars', 'minReviewScore', 'amenities', 'propertyTypes', 'chains', 'accessibility', 'freeCancellation', 'payLater', 'pointsEligible'] as const
// The same for the flight results page (its default sort is the lowest price).
const flightCriteria = ['origin', 'destination', 'departDate', 'returnDate', 'adults', 'children', 'infantsInSeat', 'infantsOnLap', 'cabin'] as const
const flightFilters = ['stops', 'carriers', 'departureFrom', 'departureTo', 'maxPrice'] as const

const carFilters = ['classes', 'suppliers', 'transmission'] as const
const diningCriteria = ['destination', 'date', 'time', 'guests'] as const
const diningFilters = ['cuisines', 'priceLevels', 'partners'] as const

function filterValues(search: Record<string, unknown>, filter: string): string[] {
  const value = search[filter]
  if (value === undefined || value === null || value === false) return []
  return (Array.isArray(value) ? value : [value]).map(String)
}

const activityCriteria = ['destination', 'startDate', 'endDate', 'travelers', 'origin', 'date', 'time', 'passengers'] as const
const activityFilters = ['categories', 'durations', 'priceMax', 'freeCancellation'] as const

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
function resultsEvents(before: Record<string, unknown> | undefined, search: Record<string, unknown>, page: ResultsPage, searched?: (source: 'onsite search' | 'direct') => AnalyticsEvent): AnalyticsEvent[] {
  if (changed(before, search, page.criteria)) return searched ? [searched(before ? 'onsite search' : 'direct')] : []
  return before ? listingChanges(before, search, page.filters, page.defaultSort) : []
}

/** Events of arriving at `current` from `previous` (undefined on the first page of the document). */
export function routeEvents(previous: RouteLocation | undefined, current: RouteLocation): AnalyticsEvent[] {
  const path = normalize(current.pathname)
  const samePage = previous !== undefined && normalize(previous.pathname) === path
  const search = current.search
  const before = samePage ? previous.search : undefined
  const events: AnalyticsEvent[] = []

  switch (path) {
    case '/accommodations/search-results': {
      events.push(
        ...resultsEvents(before, search, { criteria: searchCriteria, filters: hotelFilters, defaultSort: 'featured' }, (source) => ({
          name: 'Hotel Search',
          data: { destination: text(search.destination), startDate: text(search.checkIn), endDate: text(search.checkOut), travelers: number(search.adults), source },
        })),
      )
      break
    }
    case '/mobility/search-results': {
      events.push(...resultsEvents(before, search, { criteria: carCriteria, filters: carFilters, defaultSort: 'recommended' }))
      break
    }
    case '/dining/search-results': {
      events.push(
        ...resultsEvents(before, search, { criteria: diningCriteria, filters: diningFilters, defaultSort: 'recommended' }, (source) => ({
          name: 'Dining Search',
          data: { destination: text(search.destination), startDate: text(search.date), travelers: number(search.guests), source },
        })),
      )
      break
    }
    case '/dining/offer': {
      const restaurantId = text(search.restaurantId)
      if (restaurantId && (!before || before.restaurantId !== search.restaurantId)) {
        events.push({ name: 'Dining Detail Viewed', data: { productId: restaurantId, source: previous && normalize(previous.pathname) === '/dining/search-results' ? 'onsite search' : 'direct' } })
      }
      break
    }
    case '/tours/search-results':
    case '/transport/search-results': {
      const tour = path === '/tours/search-results'
      events.push(
        ...resultsEvents(before, search, { criteria: activityCriteria, filters: activityFilters, defaultSort: 'recommended' }, (source) => ({
          name: 'Activity Search',
          data: {
            destination: text(search.destination),
            startDate: text(tour ? search.startDate : search.date),
            endDate: text(tour ? (search.endDate ?? search.startDate) : search.date),
            travelers: number(tour ? search.travelers : search.passengers),
            source,
          },
        })),
      )
      break
    }
    case '/tours/offer':
    case '/transport/offer': {
      const activityId = text(search.activityId)
      if (activityId && (!before || before.activityId !== search.activityId)) events.push({ name: 'Activity Detail Viewed', data: { productId: activityId, source: 'direct' } })
      break
    }
    case '/accommodations/offer': {
      const hotelId = text(search.hotelId)
      if (hotelId && (!before || before.hotelId !== search.hotelId)) events.push({ name: 'Hotel Detail Viewed', data: { productId: hotelId, source: 'direct' } })
      break
    }
    case '/accommodations/checkout': {
      if (!samePage) events.push({ name: 'Hotel Booking Started', data: { productId: text(search.hotelId) } })
      break
    }
    case '/flights/search-results': {
      // Defaults leave the address (one adult is the least a flight search has, §R9).
      const travelers = (number(search.adults) ?? 1) + ['children', 'infantsInSeat', 'infantsOnLap'].reduce((sum, key) => sum + (number(search[key]) ?? 0), 0)
      events.push(
        ...resultsEvents(before, search, { criteria: flightCriteria, filters: flightFilters, defaultSort: 'price' }, (source) => ({
          name: 'Flight Search',
          data: { origin: text(search.origin), destination: text(search.destination), startDate: text(search.departDate), endDate: text(search.returnDate), travelers, cabin: text(search.cabin), source },
        })),
      )
      break
    }
    case '/flights/checkout': {
      if (!samePage) events.push({ name: 'Flight Booking Started', data: { productId: text(search.offerId) } })
      break
    }
    case '/accommodations/confirmation':
    case '/flights/confirmation': {
      const reservationId = text(search.reservationId)
      if (reservationId && !samePage) events.push({ name: path === '/flights/confirmation' ? 'Flight Booking Completed' : 'Hotel Booking Completed', data: { reservationId } })
      break
    }
    case '/reservations/view/activity':
    case '/reservations/view/air':
    case '/reservations/view/car':
    case '/reservations/view/dining':
    case '/reservations/view/hotel': {
      const reservationId = text(search.reservationId)
      // The product is the line the page is named by.
      if (reservationId && !samePage) events.push({ name: 'Reservation Details Viewed', data: { reservationId, productType: path.slice('/reservations/view/'.length) } })
      break
    }
  }
  return events
}

const confirmationPaths = new Set(['/accommodations/confirmation', '/dining/confirmation', '/flights/confirmation', '/flights/exchange/confirmation', '/mobility/confirmation', '/tours/confirmation', '/transport/confirmation'])

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
  if (kind === 'hotel-search' && path === '/accommodations/search-results') {
    const destination = text((value?.destination as { name?: unknown } | undefined)?.name)
    const total = number(value?.total) ?? 0
    return total === 0
      ? [{ name: 'Hotel Listing No Results Displayed', data: { destination } }]
      : [{ name: 'Hotel Listing Viewed', data: { resultCount: total, destination } }]
  }
  if (kind === 'hotel-offer' && path === '/accommodations/offer') {
    const query = (queryKey[2] ?? {}) as Record<string, unknown>
    const rooms = Array.isArray(value?.rooms) ? value.rooms : []
    return [
      {
        name: 'Hotel Availability Checked',
        data: { productId: String(queryKey[1]), available: rooms.length > 0, startDate: text(query.checkIn), endDate: text(query.checkOut) },
      },
    ]
  }
  if (kind === 'dining-search' && path === '/dining/search-results') {
    return [{ name: 'Dining Listing Viewed', data: { resultCount: number(value?.total) ?? 0, destination: text((value?.destination as { name?: unknown } | undefined)?.name) } }]
  }
  if (kind === 'dining-reservation' && !fromCache && path === '/reservations/cancel/dining' && value?.status === 'CANCELLED') {
    return [{ name: 'Dining Booking Cancelled', data: { reservationId: String(queryKey[1]) } }]
  }
  if (kind === 'hotel-reservation' && !fromCache && path === '/reservations/cancel/hotel' && value?.status === 'CANCELLED') {
    return [{ name: 'Hotel Booking Cancelled', data: { reservationId: String(queryKey[1]) } }]
  }
  if (kind === 'activity-search' && (path === '/tours/search-results' || path === '/transport/search-results')) {
    const destination = text((value?.destination as { name?: unknown } | undefined)?.name)
    const total = number(value?.total) ?? 0
    return total === 0 ? [{ name: 'Activity Listing No Results Displayed', data: { destination } }] : [{ name: 'Activity Listing Viewed', data: { resultCount: total, destination } }]
  }
  if (kind === 'activity-offer' && (path === '/tours/offer' || path === '/transport/offer')) {
    const query = (queryKey[2] ?? {}) as Record<string, unknown>
    const options = Array.isArray(value?.options) ? (value.options as { departures?: { available?: boolean }[] }[]) : []
    const available = options.some((option) => option.departures?.some((departure) => departure.available))
    return [{ name: 'Activity Availability Checked', data: { productId: String(queryKey[1]), available, startDate: text(query.date), endDate: text(query.date) } }]
  }
  if (kind === 'activity-reservation' && !fromCache && path === '/reservations/cancel/activity' && value?.status === 'CANCELLED') {
    return [{ name: 'Activity Booking Cancelled', data: { reservationId: String(queryKey[1]) } }]
  }
  if (kind === 'air-search' && path === '/flights/search-results') {
    const destination = text((value?.destination as { name?: unknown } | undefined)?.name)
    const total = number(value?.total) ?? 0
    return total === 0 ? [{ name: 'Flight Listing No Results Displayed', data: { destination } }] : [{ name: 'Flight Listing Viewed', data: { resultCount: total, destination } }]
  }
  // Flights have no offer page: the checkout loads the chosen itinerary's details (fares, baggage, seat maps).
  if (kind === 'air-offer' && path === '/flights/checkout') {
    return [{ name: 'Flight Detail Viewed', data: { productId: String(queryKey[1]), source: 'direct' } }]
  }
  if (kind === 'air-reservation' && !fromCache && path === '/reservations/cancel/air' && value?.status === 'CANCELLED') {
    return [{ name: 'Flight Booking Cancelled', data: { reservationId: String(queryKey[1]) } }]
  }
  return []
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
