// Route options shared by the lines' route files (search reading, loading, status, title); each file names its page.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { NotFoundRouteProps } from '@tanstack/react-router'
import { Suspense, createElement, lazy } from 'react'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { readLineSearch, type LineSearchParam, type SearchLine } from './line-search-params'
import { lineNames, requireEnabledLine } from './lines'
import { landingDestinationsQueryOptions } from './line-landing.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/page-title'
import type { LinkPreview } from '~/features/page-content/page-head'

const titled = (title: string) => () => ({ meta: [{ title: `${title} · Rewards Travel` }] })

const LineUnavailableContent = lazy(() => import('./line-unavailable-content').then((module) => ({ default: module.LineUnavailableContent })))

/**
 * The not-found screen of a line's routes, its content loaded only when shown. The router preloads a
 * matched route's not-found component with the page; defined here, in the first load's own chunk (these
 * route options are), it adds no file to a line's pages, where a module of its own, or the line texts'
 * chunk it had been in, was preloaded on every results, offer and checkout page (docs/decisions/083, 088).
 */
export function LineNotFound(props: NotFoundRouteProps) {
  return createElement(Suspense, { fallback: null }, createElement(LineUnavailableContent, props))
}

/** The layout of a line: a line switched off in site config answers 404 (the route file names LineNotFound as its page). */
export function lineLayoutRoute(line: LineOfBusiness) {
  return {
    beforeLoad: ({ context }: { context: { queryClient: QueryClient } }) => requireEnabledLine(line, context.queryClient),
  }
}

/** A landing page's loader: the line's popular destinations, rendered on the server with the page. */
export function landingLoader(line: LineOfBusiness) {
  return ({ context }: { context: { queryClient: QueryClient } }) => context.queryClient.ensureQueryData(landingDestinationsQueryOptions(line))
}

/** The landing page of a line shown with the shared search form, over the parameters the line declares. */
export function lineLandingRoute(line: SearchLine, params: readonly LineSearchParam[]) {
  return {
    validateSearch: (search: Record<string, unknown>) => readLineSearch(params, search),
    head: titled(lineNames[line].title),
    loader: landingLoader(line),
  }
}

type Refusal = { ok: false; status: number }
type Outcome = { ok: true; value: unknown } | Refusal
type ValueOf<Data> = Data extends { ok: true; value: infer Value } ? Value : never

/**
 * A step of a line read from its address (results, offer, checkout): the search kept in the URL, what
 * of it the loading depends on, and the title (named after what the loader found). Each route file
 * names its page and writes its loader with `lineStepLoader` as its own `loader:` option, so the
 * router's code splitting keeps the query and its server function off every page's first load.
 */
export function lineStepRoute<Search extends object, Deps extends object = Search>(step: {
  title: Parameters<typeof pageTitle>[0]
  validateSearch: (search: Record<string, unknown>) => Search
  /** What of the search the loading depends on (default: all of it). */
  depsOf?: (search: Search) => Deps
  /** Pages of one traveller's booking stay out of search engines. */
  noindex?: boolean
}) {
  const depsOf = step.depsOf ?? ((search: Search) => search as unknown as Deps)
  return {
    validateSearch: step.validateSearch,
    loaderDeps: ({ search }: { search: Search }) => depsOf(search),
    head: ({ loaderData }: { loaderData?: { title: string } | void }) => ({
      meta: [{ title: pageTitle(step.title, loaderData?.title) }, ...(step.noindex ? [{ name: 'robots', content: 'noindex' }] : [])],
    }),
  }
}

/**
 * The loader of a line's step: the query the search makes (none: the page answers 400 and says what is
 * missing), the status of the platform's answer, and the page's title (`titleOf`) from that answer.
 */
export function lineStepLoader<Deps extends object, Query, Data extends Outcome, Key extends QueryKey>(step: {
  queryOf: (deps: Deps) => Query | undefined | null
  queryOptionsOf: (query: Query) => EnsureQueryDataOptions<Data, Error, Data, Key>
  titleOf?: (value: ValueOf<Data>) => string
  /** The page's title, description and link preview (Open Graph, §R2.103) from that answer: the page head puts them over its content's (page-content.ts). */
  previewOf?: (value: ValueOf<Data>) => LinkPreview
  /** A refusal the line answers with a redirect of its own rather than its status (hotel results drop the filters refused). */
  onRefusal?: (refusal: Extract<Data, Refusal>, deps: Deps) => void
}) {
  return async ({ deps, context }: { deps: Deps; context: { queryClient: QueryClient } }) => {
    const query = step.queryOf(deps)
    if (!query) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(step.queryOptionsOf(query))
    if (!outcome.ok) {
      step.onRefusal?.(outcome as Extract<Data, Refusal>, deps)
      return markStatus(outcome.status)
    }
    const value = outcome.value as ValueOf<Data>
    return step.titleOf ? { title: step.titleOf(value), preview: step.previewOf?.(value) } : undefined
  }
}
