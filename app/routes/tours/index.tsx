import { createFileRoute } from '@tanstack/react-router'
import { LineLandingPage } from '~/features/lines/line-pages'
import { activityLandingRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/tours/')({
  ...activityLandingRoute('tour'),
  component: () => <LineLandingPage line="tours" />,
})
