// Route options shared by the lines' route files (search reading, status, title); each file names its page.
import type { QueryClient } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { readLineSearch, type SearchLine } from './line-search-params'
import { lineNames, requireEnabledLine } from './lines'

const titled = (title: string) => () => ({ meta: [{ title: `${title} · Rewards Travel` }] })

/** The layout of a line: a line switched off in site config answers 404 (the route file names LineNotFound as its page). */
export function lineLayoutRoute(line: LineOfBusiness) {
  return {
    beforeLoad: ({ context }: { context: { queryClient: QueryClient } }) => requireEnabledLine(line, context.queryClient),
  }
}

export function lineLandingRoute(line: SearchLine) {
  return {
    validateSearch: (search: Record<string, unknown>) => readLineSearch(line, search),
    head: titled(lineNames[line].title),
  }
}
