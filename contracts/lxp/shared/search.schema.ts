// What every list shares (issue 41 "one list shape"): paging with one default and the §R9.10 bounds
// (pageSizeLimits), the page an answer holds, and facet counts.
import { z } from 'zod'
import { pageSizeLimits } from '../../domain/travel'

const pageSizeMessage = `must be between ${pageSizeLimits.min} and ${pageSizeLimits.max}`

/** The paging fields of a list request in a JSON body: `page` from 1, `pageSize` within §R9.10, the same default everywhere. */
export const pagingShape = {
  page: z.int().min(1).max(pageSizeLimits.maxPage).default(1),
  pageSize: z.int().min(pageSizeLimits.min, pageSizeMessage).max(pageSizeLimits.max, pageSizeMessage).default(pageSizeLimits.default),
}

/** The same paging fields read from a query string; typed `number` for callers (`z.coerce.number<number>()`, as every coerced query field), coerced from the string the server reads. */
export const pagingQueryShape = {
  page: z.coerce.number<number>().int().min(1).max(pageSizeLimits.maxPage).default(1),
  pageSize: z.coerce.number<number>().int().min(pageSizeLimits.min, pageSizeMessage).max(pageSizeLimits.max, pageSizeMessage).default(pageSizeLimits.default),
}

/** The fields of every list answer: one page of `items`, and where it sits among `total` matches. */
export function pageShape<Item extends z.ZodType>(item: Item) {
  return {
    items: z.array(item),
    total: z.int().min(0).describe('Matching items, on every page'),
    page: z.int().min(1),
    pageSize: z.int().min(pageSizeLimits.min).max(pageSizeLimits.max),
    pageCount: z.int().min(0).describe('Pages of `pageSize` the matches fill; 0 when nothing matches'),
  }
}

/** One page of `all`: what a list answers for `page` and `pageSize` (a page past the end holds no items). */
export function pageOf<Item>(all: readonly Item[], paging: { page: number; pageSize: number }) {
  const start = (paging.page - 1) * paging.pageSize
  return { items: all.slice(start, start + paging.pageSize), ...pagePlace(all.length, paging) }
}

/** Where a page sits among `total` matches, for a list whose page was cut elsewhere (a database query). */
export function pagePlace(total: number, paging: { page: number; pageSize: number }) {
  return { total, page: paging.page, pageSize: paging.pageSize, pageCount: Math.ceil(total / paging.pageSize) }
}

/** How many results one filter value would keep. */
export const FacetSchema = z.object({ value: z.string(), label: z.string(), count: z.int() })
