import { createFileRoute } from '@tanstack/react-router'
import { ActivityResultsPage } from '~/features/activity/activity-results-page'
import { activityResultsRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/tours/search-results')({
  ...activityResultsRoute('tour'),
  component: () => <ActivityResultsPage kind="tour" />,
})
