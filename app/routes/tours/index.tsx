import { createFileRoute } from '@tanstack/react-router'
import { ActivityLandingPage } from '~/features/activity/activity-landing-page'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'

export const Route = createFileRoute('/tours/')({
  validateSearch: validateActivityResultsSearch('tour'),
  head: () => ({ meta: [{ title: 'Tours · Rewards Travel' }] }),
  component: function Landing() {
    return <ActivityLandingPage kind="tour" search={Route.useSearch()} />
  },
})
