import { createFileRoute } from '@tanstack/react-router'
import { ActivityOfferPage } from '~/features/activity/activity-offer-page'
import { activityOfferRoute } from '~/features/activity/activity-routes'

export const Route = createFileRoute('/tours/offer')({
  ...activityOfferRoute('tour'),
  component: () => <ActivityOfferPage kind="tour" />,
})
