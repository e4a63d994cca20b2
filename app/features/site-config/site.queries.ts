import { queryOptions } from '@tanstack/react-query'
import { getPageContent, getSiteShell } from '@server/site/site.functions'

export type SiteShell = Awaited<ReturnType<typeof getSiteShell>>

/** Site configuration and public settings: loaded once per document, shared by every page. */
export const siteShellQueryOptions = () =>
  queryOptions({
    queryKey: ['site-shell'],
    queryFn: () => getSiteShell(),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** A page's editorial content; route loaders prefetch it beside the shell, so there is no waterfall. */
export const pageContentQueryOptions = (page: string) =>
  queryOptions({
    queryKey: ['page-content', page],
    queryFn: () => getPageContent({ data: { page } }),
    staleTime: 60_000,
  })
