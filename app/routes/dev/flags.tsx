import { createFileRoute, notFound } from '@tanstack/react-router'
import { editableFlagsQueryOptions } from '~/features/flags/flags.queries'
import { FlagsPage } from '~/features/flags/flags-page'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'

// A development tool, like /dev/events: 404 when the server runs in production (decided at run time).
export const Route = createFileRoute('/dev/flags')({
  beforeLoad: async ({ context }) => {
    const { publicConfig } = await context.queryClient.ensureQueryData(siteShellQueryOptions())
    if (!publicConfig.devTools) throw notFound()
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(editableFlagsQueryOptions()),
  head: () => ({ meta: [{ title: 'Feature flags' }, { name: 'robots', content: 'noindex' }] }),
  component: FlagsPage,
})
