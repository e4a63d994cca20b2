// Route options shared by the lines' route files (search reading, status, title); each file names its page.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { markStatus } from '~/lib/response-status'
import { missingLineParams, readLineSearch, type LineSearchParams, type SearchLine } from './line-search-params'
import { readStepIds, stepStatus, type LineStep, type StepIds } from './line-steps'
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

export function lineResultsRoute(line: SearchLine) {
  return {
    validateSearch: (search: Record<string, unknown>) => readLineSearch(line, search),
    loaderDeps: ({ search }: { search: LineSearchParams }) => search,
    loader: ({ deps }: { deps: LineSearchParams }) => {
      if (missingLineParams(line, deps).length > 0) markStatus(400)
    },
    head: titled(`${lineNames[line].title} results`),
  }
}

/** The steps behind a line's `$step` route, by their address segment; any other segment is not found. */
export function lineStepRoute(steps: Partial<Record<string, LineStep>>) {
  const stepOf = (segment: string) => (Object.hasOwn(steps, segment) ? steps[segment] : undefined)
  return {
    beforeLoad: ({ params }: { params: { step: string } }) => {
      if (!stepOf(params.step)) throw notFound()
    },
    validateSearch: (search: Record<string, unknown>) => readStepIds(search),
    loaderDeps: ({ search }: { search: StepIds }) => search,
    loader: ({ params, deps }: { params: { step: string }; deps: StepIds }) => {
      const step = stepOf(params.step)
      if (step) markStatus(stepStatus(step, deps))
    },
    // Steps reached by an offer or booking id are never worth indexing.
    head: () => ({ meta: [{ title: 'Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  }
}
