// A request's route template, for its metrics and span (issue 38): the API contract's route under
// /api/lxp/$ and the like (`/api/lxp/hotel/offers/$hotelId`), else the file route the router matches
// (`/api/calendar/$type/$reservationId`); never the raw path, whose ids would make a series each.
import { createRouter } from '@tanstack/react-router'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { apiContract } from '@contracts/index'
import { routeTree } from './routeTree.gen'

let matcher: ReturnType<typeof createRouter> | undefined
let apiRoutes: { pattern: RegExp; template: string }[] | undefined

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function routeTemplateOf(pathname: string): string | undefined {
  // Routes with fewer parameters first: `/offers/compare` before `/offers/:hotelId`.
  apiRoutes ??= routesOf(apiContract)
    .map(({ path }) => ({ template: path.replace(/:(\w+)/g, '$$$1'), pattern: new RegExp(`^${escaped(path).replace(/:\w+/g, '[^/]+')}/?$`), parameters: path.split(':').length }))
    .sort((left, right) => left.parameters - right.parameters)
  const api = apiRoutes.find((route) => route.pattern.test(pathname))
  if (api) return api.template
  // A router for matching only: nothing is loaded or rendered with it.
  matcher ??= createRouter({ routeTree, context: { queryClient: undefined as never } })
  const [, params, found] = matcher.getMatchedRoutes(pathname)
  // A fuzzy match (a path under no route) is the not-found page's, not a route's.
  return found && !('**' in params) ? found.fullPath : undefined
}

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node)))
}
