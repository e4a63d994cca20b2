// §R2 writes a section's landing page with a slash (`/accommodations/`, `/my-trips/`) and every
// other page without one (`/accommodations/search-results`). Links are built in that form (the router's
// output rewrite) and the server answers the other form with a permanent redirect
// (server/http/canonical-redirect.ts), so no entry link costs a redirect (docs/decisions/072).

/** The paths, without their slash, of the index routes below the root (`/accommodations`, `/my-trips`). */
export function indexPathsOf(routes: Iterable<{ fullPath: string }>) {
  const paths = new Set<string>()
  for (const { fullPath } of routes) if (fullPath !== '/' && fullPath.endsWith('/')) paths.add(fullPath.slice(0, -1))
  return paths
}

/** A page's path as §R2 writes it: `/accommodations` → `/accommodations/`, `/accommodations/offer/` → `/accommodations/offer`. */
export function canonicalPathname(pathname: string, indexPaths: ReadonlySet<string>) {
  if (pathname === '/') return pathname
  const bare = pathname.replace(/\/+$/, '')
  return indexPaths.has(bare) ? `${bare}/` : bare
}
