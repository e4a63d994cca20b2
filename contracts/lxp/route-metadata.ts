// What the BFF needs to know of an lxp route beyond its shapes, declared in the route's `metadata`:
// how often the upstream call is retried (§R9), who the call is made as (§D5) and the API reference's group
// of the route (its OpenAPI tag, worded by the line's contract: decision 171).
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'

/**
 * - `anonymous`: catalogue reads (search, offers); no identity is sent.
 * - `reader`: catalogue reads that state what the caller earns (hotel, restaurant and tour results and offers): the
 *   signed-in member when there is one, else no one, and no guest is given a cookie. A guest's results promise no
 *   points, as their quote does (issue 36).
 * - `caller`: the signed-in member when there is one, else a guest (quotes, bookings, reservations;
 *   a member's reservation is reached only as that member, a guest's with the email it was booked
 *   with: docs/decisions/059-reservation-access.md).
 * - `member`: a signed-in member only; anyone else is answered 401 (the customer routes).
 * - `session`: a signed-in member's browser session only, never a token or key (their access tokens).
 * - `partner`: a partner's API key only (its webhook endpoints: contracts/webhooks/webhooks.contract.ts).
 * - `holder`: the member who booked (session or access token) or the guest whose browser booked it (its
 *   reservation cookie), never a partner's key, which names no browser (a reservation's calendar file).
 */
export type CallerIdentity = 'anonymous' | 'reader' | 'caller' | 'member' | 'session' | 'partner' | 'holder'

/**
 * - `read`: the call changes nothing, so the client and the server try it again (guide *Retries*): every
 *   GET, and the POST searches, calendars, comparisons and quotes, which declare it.
 * - `booking`, `cancellation`: tried again only with the same idempotency key.
 * - `none`: never tried again (a POST that declares nothing).
 */
export type RetryKind = 'read' | 'booking' | 'cancellation' | 'none'

/**
 * `findsReservation`: the route names a reservation by the `number` in its body (Find my booking): the
 * lookup limits count it like a reservation number in a path, and a guest's browser is granted what it found.
 */
export type LxpRouteMetadata = { retry?: RetryKind; identity?: CallerIdentity; findsReservation?: boolean; tag?: RouteTag }

/** An API reference group: its name and what its operations do (an OpenAPI tag). */
export type RouteTag = { name: string; description: string }

/** Every route of a router in the API reference's group `tag` (a line's routes, its reservations' routes). */
export function withTag<Router extends AppRouter>(router: Router, tag: RouteTag): Router {
  return Object.fromEntries(
    Object.entries(router).map(([key, route]) => [key, isAppRoute(route) ? { ...route, metadata: { ...(route.metadata as object), tag } } : withTag(route, tag)]),
  ) as Router
}

export function routeMetadataOf(route: Pick<AppRoute, 'metadata'>): LxpRouteMetadata {
  return (route.metadata ?? {}) as LxpRouteMetadata
}

export function identityOf(route: Pick<AppRoute, 'metadata'>): CallerIdentity {
  return routeMetadataOf(route).identity ?? 'anonymous'
}
