// SPEC.md §2: the default return after sign-out.
import { createFileRoute } from '@tanstack/react-router'
import { PostLogoutPage } from '~/features/auth/post-logout-page'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/auth/post-logout')({
  head: () => ({ meta: [{ title: pageTitle('auth.post-logout') }] }),
  component: PostLogoutPage,
})
