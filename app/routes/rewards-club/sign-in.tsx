// The embedded rewards-club provider's authorize page (OIDC authorization endpoint).
import { createFileRoute } from '@tanstack/react-router'
import { checkRewardsClubRequest, type AuthorizeParams } from '@server/auth/auth.functions'
import { RewardsClubSignInPage } from '~/features/auth/rewards-club-sign-in-page'
import { optionalText } from '~/lib/search-params'

// Read without zod (first-load budget); the server function validates the request in full.
const validateAuthorizeSearch = (search: Record<string, unknown>): AuthorizeParams => ({
  client_id: optionalText(search.client_id, 200) ?? '',
  redirect_uri: optionalText(search.redirect_uri, 2000) ?? '',
  response_type: optionalText(search.response_type, 50) ?? '',
  scope: optionalText(search.scope, 500) ?? '',
  state: optionalText(search.state, 2000) ?? '',
  code_challenge: optionalText(search.code_challenge, 200),
  code_challenge_method: optionalText(search.code_challenge_method, 20),
  nonce: optionalText(search.nonce, 500),
})

// The request is read in the loader and the page, which load with the route's own code, not in every page's first load.
export const Route = createFileRoute('/rewards-club/sign-in')({
  loader: ({ location }) => checkRewardsClubRequest({ data: validateAuthorizeSearch(location.search as Record<string, unknown>) }),
  head: () => ({ meta: [{ title: 'Sign in | Rewards Club' }, { name: 'robots', content: 'noindex' }] }),
  component: function RewardsClubSignInRoute() {
    const { requestError, demo } = Route.useLoaderData()
    const search = Route.useSearch()
    return <RewardsClubSignInPage params={validateAuthorizeSearch(search as Record<string, unknown>)} requestError={requestError} demo={demo} />
  },
})
