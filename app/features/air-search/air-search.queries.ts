import { queryOptions } from '@tanstack/react-query'
import type { AirSearchCriteria } from '@contracts/lxp/air.schema'
import { searchFlights } from '@server/air/air.functions'

export const airSearchQueryOptions = (criteria: AirSearchCriteria) =>
  queryOptions({
    queryKey: ['air-search', criteria],
    queryFn: () => searchFlights({ data: criteria }),
    staleTime: 60_000,
  })
