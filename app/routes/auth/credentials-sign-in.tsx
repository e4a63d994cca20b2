// §R2: the credentials sign-in page, for development and tests; only with the embedded
// stand-in provider (a 404 beside a real one, docs/decisions/060).
import { createFileRoute } from '@tanstack/react-router'
import { checkCredentialsSignIn } from '@server/auth/auth.functions'
import { optionalText } from '~/lib/search-params'
import { CredentialsSignInPage } from '~/features/auth/credentials-sign-in-page'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/auth/credentials-sign-in')({
  validateSearch: (search: Record<string, unknown>) => ({ callbackUrl: optionalText(search.callbackUrl, 2000) }),
  loader: () => checkCredentialsSignIn(),
  head: () => ({ meta: [{ title: pageTitle('auth.credentials-sign-in') }, { name: 'robots', content: 'noindex' }] }),
  component: function CredentialsSignInRoute() {
    return <CredentialsSignInPage callbackUrl={Route.useSearch().callbackUrl} />
  },
})
