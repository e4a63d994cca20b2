// Route options shared by the lines' route files (search reading, status, title); each file names its page.
import type { QueryClient } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { readLineSearch, type LineSearchParam, type SearchLine } from './line-search-params'
import { lineNames, requireEnabledLine } from './lines'

const titled = (title: string) => () => ({ meta: [{ title: `${title} · Rewards Travel` }] })

/** The layout of a line: a line switched off in site config answers 404 (the route file names LineNotFound as its page). */
export function lineLayoutRoute(line: LineOfBusiness) {
  return {
    beforeLoad: ({ context }: { context: { queryClient: QueryClient } }) => requireEnabledLine(line, context.queryClient),
  }
}

/** The landing page of a line shown with the shared search form, over the parameters the line declares. */
export function lineLandingRoute(line: SearchLine, params: readonly LineSearchParam[]) {
  return {
    validateSearch: (search: Record<string, unknown>) => readLineSearch(params, search),
    head: titled(lineNames[line].title),
  }
}
