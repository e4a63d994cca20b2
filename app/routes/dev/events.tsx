import { createFileRoute, notFound } from '@tanstack/react-router'
import { analyticsEventsQueryOptions } from '~/features/analytics/analytics.queries'
import { EventsPage } from '~/features/analytics/events-page'
import { validateEventsSearch } from '~/features/analytics/events-params'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'

// A development tool, like /dev/gallery: 404 when the server runs in production (decided at run time).
export const Route = createFileRoute('/dev/events')({
  validateSearch: validateEventsSearch,
  beforeLoad: async ({ context }) => {
    const { publicConfig } = await context.queryClient.ensureQueryData(siteShellQueryOptions())
    if (!publicConfig.devTools) throw notFound()
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps, context }) => context.queryClient.ensureQueryData(analyticsEventsQueryOptions(deps)),
  head: () => ({ meta: [{ title: 'Analytics events' }, { name: 'robots', content: 'noindex' }] }),
  component: EventsRoute,
})

function EventsRoute() {
  return <EventsPage filter={Route.useSearch()} />
}
