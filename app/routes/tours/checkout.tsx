import { createFileRoute } from '@tanstack/react-router'
import { activityCheckoutLoader } from '~/features/activity/activity-loaders'
import { ActivityCheckoutPage } from '~/features/activity/activity-checkout-page'
import { activityCheckoutRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/tours/checkout')({
  ...activityCheckoutRoute('tour'),
  // Its own option, not in the shared ones: the router's code splitting keeps the query off the first load.
  loader: activityCheckoutLoader,
  component: () => <ActivityCheckoutPage kind="tour" />,
})
