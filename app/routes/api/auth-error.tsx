// SPEC.md §2: the auth error route better-auth sends errors to; shows the page-error screen.
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { optionalText } from '~/lib/search-params'
import { AuthErrorPage } from '~/features/auth/auth-error-page'
import { siteShellQueryOptions } from '~/features/shell/shell.queries'

export const Route = createFileRoute('/api/auth-error')({
  validateSearch: (search: Record<string, unknown>) => ({ error: optionalText(search.error, 100) }),
  head: () => ({ meta: [{ title: 'Sign-in problem | Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  component: function AuthErrorRoute() {
    const { data } = useSuspenseQuery(siteShellQueryOptions())
    return <AuthErrorPage error={Route.useSearch().error} externalHomePageUrl={data.site.externalHomePageUrl} />
  },
})
