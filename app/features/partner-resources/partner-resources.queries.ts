import { queryOptions } from '@tanstack/react-query'
import { getPartnerResources } from '@server/partner-resources/partner-resources.functions'

export const partnerResourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['partner-resources'],
    queryFn: () => getPartnerResources(),
  })
