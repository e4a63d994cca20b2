import { createFileRoute } from '@tanstack/react-router'
import { activityResultsLoader } from '~/features/activity/activity-loaders'
import { ActivityResultsPage } from '~/features/activity/activity-results-page'
import { activityResultsRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/transport/search-results')({
  ...activityResultsRoute('transport'),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: activityResultsLoader('transport'),
  component: () => <ActivityResultsPage kind="transport" />,
})
