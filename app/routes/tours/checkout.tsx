import { createFileRoute } from '@tanstack/react-router'
import { ActivityCheckoutPage } from '~/features/activity/activity-checkout-page'
import { activitySelectionOf } from '~/features/activity/activity-criteria'
import { validateActivityOfferSearch } from '~/features/activity/activity-params'
import { activityQuoteQueryOptions } from '~/features/activity/activity.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/tours/checkout')({
  validateSearch: validateActivityOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const selection = activitySelectionOf(deps)
    if (!selection) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(activityQuoteQueryOptions(selection))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('tours.checkout') }, { name: 'robots', content: 'noindex' }] }),
  component: () => <ActivityCheckoutPage kind="tour" />,
})
