import { queryOptions } from '@tanstack/react-query'
import type { AirSearchCriteria } from '@contracts/lxp/air.schema'
import { airSearch } from '@server/bff/functions/air.functions'

export const airSearchQueryOptions = (criteria: AirSearchCriteria) =>
  queryOptions({
    queryKey: ['air-search', criteria],
    queryFn: () => airSearch({ data: { body: criteria } }),
    staleTime: 60_000,
  })
