// Route options shared by the lines' route files (search reading, status, title); each file names its page.
import type { QueryClient } from '@tanstack/react-query'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { markStatus } from '~/lib/response-status'
import { missingLineCriteria, readLineSearch, type LineSearchParams, type SearchLine } from './line-search'
import { readStepSearch, stepStatus, type LineStep } from './line-steps'
import { LineNotFound } from './line-unavailable-page'
import { lineNames, requireEnabledLine } from './lines'

const titled = (title: string) => () => ({ meta: [{ title: `${title} · Rewards Travel` }] })
// Steps reached by an offer or booking id are never worth indexing.
const titledPrivate = (title: string) => () => ({ meta: [{ title: `${title} · Rewards Travel` }, { name: 'robots', content: 'noindex' }] })

/** The layout of a line: a line switched off in site config answers its "not available" page. */
export function lineLayoutRoute(line: LineOfBusiness) {
  return {
    beforeLoad: ({ context }: { context: { queryClient: QueryClient } }) => requireEnabledLine(line, context.queryClient),
    notFoundComponent: LineNotFound,
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
      if (missingLineCriteria(line, deps).length > 0) markStatus(400)
    },
    head: titled(`${lineNames[line].title} results`),
  }
}

const stepTitles: Record<LineStep, string> = {
  offer: 'Offer',
  checkout: 'Checkout',
  confirmation: 'Confirmation',
  'exchange-modify': 'Change your flight',
  'exchange-search-results': 'New flights',
  'exchange-checkout': 'Flight change checkout',
  'exchange-confirmation': 'Flight change confirmation',
}

export function lineStepRoute(line: SearchLine, step: LineStep) {
  return {
    validateSearch: (search: Record<string, unknown>) => readStepSearch(step, search),
    loaderDeps: ({ search }: { search: { offerId?: string; reservationId?: string } }) => search,
    loader: ({ deps }: { deps: { offerId?: string; reservationId?: string } }) => {
      markStatus(stepStatus(step, deps))
    },
    head: titledPrivate(`${lineNames[line].title} ${stepTitles[step].toLowerCase()}`),
  }
}
