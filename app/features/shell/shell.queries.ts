import { queryOptions } from '@tanstack/react-query'
import { getSiteShell } from '@server/site/site.functions'

/** Site configuration and public settings: loaded once per document, shared by every page. */
export const siteShellQueryOptions = () =>
  queryOptions({
    queryKey: ['site-shell'],
    queryFn: () => getSiteShell(),
    staleTime: Number.POSITIVE_INFINITY,
  })
