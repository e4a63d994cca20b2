// §R2: an auth error route showing the page-error screen.
import { createFileRoute } from '@tanstack/react-router'
import { optionalText } from '~/lib/search-params'
import { AuthErrorPage } from '~/features/auth/auth-error-page'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/auth/authentication-failure')({
  validateSearch: (search: Record<string, unknown>) => ({ error: optionalText(search.error, 100) }),
  head: () => ({ meta: [{ title: pageTitle('auth.authentication-failure') }, { name: 'robots', content: 'noindex' }] }),
  component: function AuthenticationFailureRoute() {
    return <AuthErrorPage error={Route.useSearch().error} />
  },
})
