// §R2.3: the default return after sign-out, and the return address registered at a real login
// provider: a sign-out that asked to land elsewhere carries that site path through the provider's
// end-session page as `state`, and comes on from here (docs/decisions/060).
import { createFileRoute, redirect } from '@tanstack/react-router'
import { postLogoutForward } from '@server/auth/provider-logout'
import { PostLogoutPage } from '~/features/auth/post-logout-page'
import { optionalText } from '~/lib/search-params'
import { pageTitle } from '~/i18n/page-title'

const basePath = () => import.meta.env.BASE_URL.replace(/\/$/, '')

export const Route = createFileRoute('/auth/post-logout')({
  validateSearch: (search: Record<string, unknown>) => ({ state: optionalText(search.state, 2000) }),
  beforeLoad: ({ search }) => {
    const forward = postLogoutForward(search.state)
    if (forward) throw redirect({ href: `${basePath()}${forward}`, reloadDocument: true })
  },
  head: () => ({ meta: [{ title: pageTitle('auth.post-logout') }] }),
  component: PostLogoutPage,
})
