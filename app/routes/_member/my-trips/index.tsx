import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MyTripsPage } from '~/features/trips/my-trips-page'
import { myTripsQueryOptions } from '~/features/trips/trips.queries'
import { oneOf } from '~/lib/search-params'

export const Route = createFileRoute('/_member/my-trips/')({
  validateSearch: (search: Record<string, unknown>) => ({ when: oneOf(search.when, ['upcoming', 'past'] as const) ?? 'upcoming' }),
  search: { middlewares: [stripSearchParams({ when: 'upcoming' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myTripsQueryOptions({ when: deps.when, page: 1, pageSize: 10 })),
  head: () => ({ meta: [{ title: 'My Trips | Rewards Travel' }, { name: 'robots', content: 'noindex' }] }),
  component: MyTripsPage,
})
