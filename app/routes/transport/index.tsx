import { createFileRoute } from '@tanstack/react-router'
import { ActivityLandingPage } from '~/features/activity/activity-landing-page'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'

export const Route = createFileRoute('/transport/')({
  validateSearch: validateActivityResultsSearch('transport'),
  head: () => ({ meta: [{ title: 'Transport · Rewards Travel' }] }),
  component: function Landing() {
    return <ActivityLandingPage kind="transport" search={Route.useSearch()} />
  },
})
