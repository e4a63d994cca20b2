// SPEC.md §2: the credentials sign-in page, for development and tests.
import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { CredentialsSignInPage } from '~/features/auth/credentials-sign-in-page'

export const Route = createFileRoute('/auth/credentials-sign-in')({
  validateSearch: z.object({ callbackUrl: z.string().max(2000).optional().catch(undefined) }),
  head: () => ({ meta: [{ title: 'Sign in with credentials | Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  component: function CredentialsSignInRoute() {
    return <CredentialsSignInPage callbackUrl={Route.useSearch().callbackUrl} />
  },
})
