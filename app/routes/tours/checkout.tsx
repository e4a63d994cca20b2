import { createFileRoute } from '@tanstack/react-router'
import { ActivityCheckoutPage } from '~/features/activity/activity-checkout-page'
import { activityCheckoutRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/tours/checkout')({
  ...activityCheckoutRoute('tour'),
  component: () => <ActivityCheckoutPage kind="tour" />,
})
