// What the router knows of a path, for the request wrapper (server/http/app-request.server.ts). Its
// route template, for its metrics and span (issue 38): the API contract's route under /api/lxp/$ and
// the like (`/api/lxp/hotel/offers/$hotelId`), else the file route the router matches
// (`/api/calendar/$type/$reservationId`); never the raw path, whose ids would make a series each. And
// the methods its file route takes, so a wrong method or an unknown path under /api is refused in the
// API's error envelope rather than answered with the site's page (issue 41).
import { createRouter } from '@tanstack/react-router'
import type { AppRoutes } from '@server/http/app-request.server'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { apiContract } from '@contracts/index'
import { routeTree } from './routeTree.gen'

let matcher: ReturnType<typeof createRouter> | undefined
let apiRoutes: { pattern: RegExp; template: string }[] | undefined

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function routeTemplateOf(pathname: string): string | undefined {
  // Routes with fewer parameters first: `/offers/compare` before `/offers/:hotelId`.
  apiRoutes ??= routesOf(apiContract)
    .map(({ path }) => ({ template: path.replace(/:(\w+)/g, '$$$1'), pattern: new RegExp(`^${escaped(path).replace(/:\w+/g, '[^/]+')}/?$`), parameters: path.split(':').length }))
    .sort((left, right) => left.parameters - right.parameters)
  const api = apiRoutes.find((route) => route.pattern.test(pathname))
  if (api) return api.template
  return fileRouteAt(pathname)?.fullPath
}

/** The file route at a path; undefined for a path under no route (a fuzzy match is the not-found page's). */
function fileRouteAt(pathname: string) {
  // A router for matching only: nothing is loaded or rendered with it.
  matcher ??= createRouter({ routeTree, context: { queryClient: undefined as never } })
  const [, params, found] = matcher.getMatchedRoutes(pathname)
  return found && !('**' in params) ? found : undefined
}

/**
 * The methods the file route at a path takes: its server handlers' (HEAD with GET, as the server
 * answers it), a page's GET and HEAD, `'own'` for a handler of any method (it answers the others itself);
 * undefined where no route is.
 */
export function routeMethodsOf(pathname: string): readonly string[] | 'own' | undefined {
  const found = fileRouteAt(pathname)
  if (!found) return undefined
  const server = (found.options as { server?: { handlers?: Record<string, unknown> | ((helpers: { createHandlers: <T>(handlers: T) => T }) => Record<string, unknown>) } }).server
  const handlers = typeof server?.handlers === 'function' ? server.handlers({ createHandlers: (each) => each }) : server?.handlers
  if (!handlers) return found.options.component ? ['GET', 'HEAD'] : undefined
  const methods = Object.keys(handlers)
  if (methods.includes('ANY')) return 'own'
  return methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods
}

export const appRoutes: AppRoutes = { templateOf: routeTemplateOf, methodsOf: routeMethodsOf }

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node)))
}
