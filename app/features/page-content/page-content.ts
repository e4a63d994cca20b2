// Every page's editorial content (§R2.51 "Every page receives data"). The router gives each page's
// loader the loading of its content beside its own data (no waterfall) and its head the content's title
// and description (docs/decisions/082); components read a field with `usePageContent`.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useRouterState, type AnyRoute, type AnyRouter } from '@tanstack/react-router'
import type { PageContent } from '@contracts/site/page-content.schema'
import { pageHeadMeta, type LinkPreview } from './page-head'
import { pageContentQueryOptions } from '~/features/site-config/site.queries'

const rootRouteId = '__root__'

/**
 * A page's content id from its route: '/accommodations/search-results' → 'accommodations.search-results',
 * '/_member/my-trips/' → 'my-trips', '/' → 'home'; the root alone (a page not found) has the site's defaults.
 */
export function pageIdOf(routeId: string) {
  if (routeId === rootRouteId) return 'default'
  const parts = routeId.split('/').filter((part) => part && !part.startsWith('_'))
  return parts.length > 0 ? parts.join('.') : 'home'
}

/** One field of the shown page's content; undefined while it loads or when the page has none. */
export function usePageContent<Field extends keyof PageContent>(field: Field): PageContent[Field] | undefined {
  const page = useRouterState({ select: (state) => pageIdOf(state.matches.at(-1)?.routeId ?? rootRouteId) })
  const { data } = useQuery({ ...pageContentQueryOptions(page), select: (content) => content[field] })
  return data
}

type RouteLoader = (context: { context: { queryClient: QueryClient } }) => unknown
type RouteHead = (context: { match: { context: { queryClient: QueryClient } }; matches: { loaderData?: unknown }[]; loaderData?: { preview?: LinkPreview } | void }) => unknown

// Routes are modules shared by every router the server makes (one a request): each is given its content once.
const withContent = new WeakSet<AnyRoute>()

/**
 * Every page (a route without children) loads its content with its data, and its head takes the content's
 * title and description over the app's own. A content that fails to load leaves the page as the app makes it.
 */
export function loadPageContentWithEveryPage(router: AnyRouter) {
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    if (route.isRoot || route.children || withContent.has(route)) continue
    withContent.add(route)
    const options = pageContentQueryOptions(pageIdOf(route.id))
    const loader = route.options.loader as RouteLoader | undefined
    const head = route.options.head as RouteHead | undefined
    const wrapped: { loader: RouteLoader; head: RouteHead } = {
      loader: async (context) => {
        const [data] = await Promise.all([loader?.(context), context.context.queryClient.prefetchQuery(options)])
        return data
      },
      head: async (context) => {
        const own = (await head?.(context)) as { meta?: unknown[] } | undefined
        const content = context.match.context.queryClient.getQueryData(options.queryKey)
        // The last title of a route's meta wins, and a child's meta name over its parents'. The page's own link preview (a
        // hotel's name, description and picture, `previewOf`) is more particular than the content of every such page's;
        // the page's title and description stay the content's (§R2.76).
        return { ...own, meta: [...(own?.meta ?? []), ...pageHeadMeta(content, context.matches), ...pageHeadMeta(context.loaderData?.preview, context.matches, true)] }
      },
    }
    route.update(wrapped as never)
  }
}
