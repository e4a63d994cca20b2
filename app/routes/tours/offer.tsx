import { createFileRoute } from '@tanstack/react-router'
import { ActivityOfferPage } from '~/features/activity/activity-offer-page'
import { activityOfferQueryOf } from '~/features/activity/activity-criteria'
import { validateActivityOfferSearch } from '~/features/activity/activity-params'
import { activityOfferQueryOptions } from '~/features/activity/activity.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/tours/offer')({
  validateSearch: validateActivityOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const query = activityOfferQueryOf(deps)
    if (!query) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(activityOfferQueryOptions(query))
    if (!outcome.ok) return markStatus(outcome.status)
    return { title: outcome.value.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle('tours.offer', loaderData?.title) }] }),
  component: () => <ActivityOfferPage kind="tour" />,
})
