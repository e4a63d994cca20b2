// SPEC.md §2: the credentials sign-in page, for development and tests.
import { createFileRoute } from '@tanstack/react-router'
import { optionalText } from '~/lib/search-params'
import { CredentialsSignInPage } from '~/features/auth/credentials-sign-in-page'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/auth/credentials-sign-in')({
  validateSearch: (search: Record<string, unknown>) => ({ callbackUrl: optionalText(search.callbackUrl, 2000) }),
  head: () => ({ meta: [{ title: pageTitle('auth.credentials-sign-in') }, { name: 'robots', content: 'noindex' }] }),
  component: function CredentialsSignInRoute() {
    return <CredentialsSignInPage callbackUrl={Route.useSearch().callbackUrl} />
  },
})
