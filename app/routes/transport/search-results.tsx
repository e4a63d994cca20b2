import { createFileRoute } from '@tanstack/react-router'
import { ActivityResultsPage } from '~/features/activity/activity-results-page'
import { activitySearchCriteriaOf } from '~/features/activity/activity-criteria'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'
import { activitySearchQueryOptions } from '~/features/activity/activity.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/transport/search-results')({
  validateSearch: validateActivityResultsSearch('transport'),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const criteria = activitySearchCriteriaOf('transport', deps)
    if (!criteria) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(activitySearchQueryOptions(criteria))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('transport.search-results') }] }),
  component: () => <ActivityResultsPage kind="transport" />,
})
