import { createFileRoute } from '@tanstack/react-router'
import { ActivityResultsPage } from '~/features/activity/activity-results-page'
import { activitySearchCriteriaOf } from '~/features/activity/activity-criteria'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'
import { activitySearchQueryOptions } from '~/features/activity/activity.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/tours/search-results')({
  validateSearch: validateActivityResultsSearch('tour'),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const criteria = activitySearchCriteriaOf('tour', deps)
    if (!criteria) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(activitySearchQueryOptions(criteria))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('tours.search-results') }] }),
  component: () => <ActivityResultsPage kind="tour" />,
})
