// Which methods the documented API takes on a path (contracts/index.ts), for the `Allow` of a 405
// (RFC 9110) wherever a method is refused: the API handler, the auth routes, the request wrapper.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { documentedApiContract } from '@contracts/index'

type RoutePattern = { pattern: RegExp; route: AppRoute }

function routePatternsOf(router: AppRouter): RoutePattern[] {
  return Object.values(router).flatMap((value) =>
    isAppRoute(value) ? [{ pattern: new RegExp(`^${value.path.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}/?$`), route: value }] : routePatternsOf(value),
  )
}

let routePatterns: RoutePattern[] | undefined

/** The routes whose path matches. */
function routesAt(path: string) {
  routePatterns ??= routePatternsOf(documentedApiContract)
  return routePatterns.filter(({ pattern }) => pattern.test(path)).map(({ route }) => route)
}

/** The methods the API takes on a path (none when it documents no such path). */
export function contractMethodsOf(path: string): string[] {
  return [...new Set(routesAt(path).map((route) => route.method))]
}

/** The route a request asks for, if the API has one. */
export function contractRouteOf(request: Request): AppRoute | undefined {
  return routesAt(new URL(request.url).pathname).find((route) => route.method === request.method)
}
