import { createFileRoute } from '@tanstack/react-router'
import { activityOfferLoader } from '~/features/activity/activity-loaders'
import { ActivityOfferPage } from '~/features/activity/activity-offer-page'
import { activityOfferRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/transport/offer')({
  ...activityOfferRoute('transport'),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: activityOfferLoader,
  component: () => <ActivityOfferPage kind="transport" />,
})
