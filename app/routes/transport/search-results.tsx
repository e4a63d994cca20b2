import { createFileRoute } from '@tanstack/react-router'
import { ActivityResultsPage } from '~/features/activity/activity-results-page'
import { activityResultsRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/transport/search-results')({
  ...activityResultsRoute('transport'),
  component: () => <ActivityResultsPage kind="transport" />,
})
