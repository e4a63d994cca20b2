import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MyTripsPage } from '~/features/trips/my-trips-page'
import { myTripsQueryOptions, tripsQueryOf } from '~/features/trips/trips.queries'
import { tripTabs } from '~/features/trips/trip-tabs'
import { oneOf, optionalInteger } from '~/lib/search-params'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/_member/my-trips/')({
  validateSearch: (search: Record<string, unknown>) => ({ when: oneOf(search.when, tripTabs) ?? 'upcoming', page: optionalInteger(search.page, 1, 1000) ?? 1 }),
  search: { middlewares: [stripSearchParams({ when: 'upcoming', page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(myTripsQueryOptions(tripsQueryOf(deps.when, deps.page))),
  head: () => ({ meta: [{ title: pageTitle('my-trips') }, { name: 'robots', content: 'noindex' }] }),
  component: MyTripsPage,
})
