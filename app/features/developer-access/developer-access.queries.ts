// Query options for the member's personal access tokens (Developer access on My Profile).
import { queryOptions } from '@tanstack/react-query'
import { listMyAccessTokens } from '@server/integrators/member-access-tokens.functions'

export const accessTokensQueryKey = ['member-access-tokens'] as const

export const accessTokensQueryOptions = () => queryOptions({ queryKey: accessTokensQueryKey, queryFn: () => listMyAccessTokens() })
