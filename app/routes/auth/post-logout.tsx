// SPEC.md §2: the default return after sign-out.
import { createFileRoute } from '@tanstack/react-router'
import { PostLogoutPage } from '~/features/auth/post-logout-page'

export const Route = createFileRoute('/auth/post-logout')({
  head: () => ({ meta: [{ title: 'Signed out | Rewards Travel' }] }),
  component: PostLogoutPage,
})
