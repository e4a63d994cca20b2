import { createFileRoute } from '@tanstack/react-router'
import { ActivityLandingPage } from '~/features/activity/activity-landing-page'
import { activityLandingRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/transport/')({
  ...activityLandingRoute('transport'),
  component: function Landing() {
    return <ActivityLandingPage kind="transport" search={Route.useSearch()} />
  },
})
