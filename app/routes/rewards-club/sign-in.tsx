// The embedded rewards-club provider's authorize page (OIDC authorization endpoint).
import { createFileRoute } from '@tanstack/react-router'
import { AuthorizeParamsSchema, checkRewardsClubRequest } from '@server/auth/auth.functions'
import { RewardsClubSignInPage } from '~/features/auth/rewards-club-sign-in-page'

export const Route = createFileRoute('/rewards-club/sign-in')({
  validateSearch: AuthorizeParamsSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => checkRewardsClubRequest({ data: deps }),
  head: () => ({ meta: [{ title: 'Sign in | Rewards Club' }, { name: 'robots', content: 'noindex' }] }),
  component: function RewardsClubSignInRoute() {
    const { requestError } = Route.useLoaderData()
    return <RewardsClubSignInPage params={Route.useSearch()} requestError={requestError} />
  },
})
