import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { createQueryClient } from './lib/query-client'
import { hasNavigated } from './lib/navigation-started'
import { ErrorPage } from './features/errors/error-page'
import { NotFoundPage } from './features/errors/not-found-page'
import { loadPageContentWithEveryPage } from './features/page-content/page-content'
import { canonicalPathname, indexPathsOf } from './lib/canonical-path'
import { parseSearch, stringifySearch } from './lib/search-string'

// A fresh nonce per server render; the root route puts it in the Content-Security-Policy header.
const ssrOptions = createIsomorphicFn().server(() => {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return { nonce: Buffer.from(bytes).toString('base64') }
})

// The server reads and writes queries without the defaults' exceptions (app/lib/search-string.ts); the browser keeps
// the defaults, which give the same strings, out of its first-load JavaScript.
const searchOptions = createIsomorphicFn()
  .server(() => ({ parseSearch, stringifySearch }))
  .client(() => ({}))

// The same for every router of the process: computed from the first one's routes.
let indexPaths: ReadonlySet<string> | undefined

export function getRouter() {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // Paths as §R2 writes them: a section's landing page with its slash, other pages without
    // (app/lib/canonical-path.ts). The router keeps a path as it came and writes every link in that form.
    trailingSlash: 'preserve',
    ...searchOptions(),
    rewrite: {
      output: ({ url }) => {
        url.pathname = canonicalPathname(url.pathname, (indexPaths ??= indexPathsOf(Object.values(router.routesById))))
        return url
      },
    },
    ssr: ssrOptions(),
    defaultPreload: 'intent',
    // Not on the page the browser loaded, only once the traveller has gone to another: the router scrolled the loaded
    // page to the top once it had hydrated, a second or more after a slow phone had drawn it, and a traveller who had
    // scrolled down to tap a picture tapped what came up under their finger (issue 42's stranger's pass). The browser
    // places that page itself (its top, its hash, or where a reload left it).
    scrollRestoration: hasNavigated,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  loadPageContentWithEveryPage(router)
  // Stored checkout items leave with the traveller: removed once the path is off their line's pages (§R4).
  // The storage code is fetched for it rather than carried in every page's first load (docs/decisions/083).
  if (typeof window !== 'undefined') {
    router.subscribe('onResolved', ({ toLocation }) => void import('./features/checkout/checkout-storage').then((storage) => storage.removeStaleCheckouts(toLocation.pathname)))
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
