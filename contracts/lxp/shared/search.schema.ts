// What every line's search shares: paging with the §R9.10 page-size bounds, and facet counts.
import { z } from 'zod'
import { pageSizeLimits } from '../../domain/travel'

const pageSizeMessage = `must be between ${pageSizeLimits.min} and ${pageSizeLimits.max}`

/** The paging fields of a search request; lines differ only in the default page size. */
export function pagingShape(defaultPageSize: number) {
  return {
    page: z.int().min(1).max(1000).default(1),
    pageSize: z.int().min(pageSizeLimits.min, pageSizeMessage).max(pageSizeLimits.max, pageSizeMessage).default(defaultPageSize),
  }
}

/** The paging fields of a search answer. */
export const pageShape = { total: z.int(), page: z.int(), pageSize: z.int() }

/** How many results one filter value would keep. */
export const FacetSchema = z.object({ value: z.string(), label: z.string(), count: z.int() })
