// The member's saved travelers (§R3, §R7 /customer/traveler-profile): read for every line's
// checkout and My Profile, added and modified from both.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { customerTravelerProfiles } from '@server/bff/functions/customer.functions'

export const travelerProfilesQueryKey = ['traveler-profiles'] as const

/** The member's saved travelers (none when they cannot be read: checkout goes on without them). */
export const travelerProfilesQueryOptions = () =>
  queryOptions({
    queryKey: travelerProfilesQueryKey,
    queryFn: async () => {
      const outcome = await customerTravelerProfiles({ data: { query: {} } })
      return outcome.ok ? outcome.value.travelers : []
    },
    staleTime: 60_000,
  })

export const refreshTravelerProfiles = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: travelerProfilesQueryKey })
