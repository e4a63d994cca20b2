// §R2: the auth error route better-auth sends errors to; shows the page-error screen.
import { createFileRoute } from '@tanstack/react-router'
import { optionalText } from '~/lib/search-params'
import { AuthErrorPage } from '~/features/auth/auth-error-page'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/api/auth-error')({
  validateSearch: (search: Record<string, unknown>) => ({ error: optionalText(search.error, 100) }),
  head: () => ({ meta: [{ title: pageTitle('api.auth-error') }, { name: 'robots', content: 'noindex' }] }),
  component: function AuthErrorRoute() {
    return <AuthErrorPage error={Route.useSearch().error} />
  },
})
