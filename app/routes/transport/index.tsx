import { createFileRoute } from '@tanstack/react-router'
import { ActivityLandingPage } from '~/features/activity/activity-landing-page'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/transport/')({
  validateSearch: validateActivityResultsSearch('transport'),
  head: () => ({ meta: [{ title: pageTitle('transport') }] }),
  component: function Landing() {
    return <ActivityLandingPage kind="transport" search={Route.useSearch()} />
  },
})
