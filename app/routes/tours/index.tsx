import { createFileRoute } from '@tanstack/react-router'
import { ActivityLandingPage } from '~/features/activity/activity-landing-page'
import { activityLandingRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/tours/')({
  ...activityLandingRoute('tour'),
  component: function Landing() {
    return <ActivityLandingPage kind="tour" search={Route.useSearch()} />
  },
})
