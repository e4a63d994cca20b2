import { createFileRoute } from '@tanstack/react-router'
import { ActivityCheckoutPage } from '~/features/activity/activity-checkout-page'
import { activityCheckoutRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/transport/checkout')({
  ...activityCheckoutRoute('transport'),
  component: () => <ActivityCheckoutPage kind="transport" />,
})
