import { createFileRoute } from '@tanstack/react-router'
import { ActivityLandingPage } from '~/features/activity/activity-landing-page'
import { validateActivityResultsSearch } from '~/features/activity/activity-params'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/tours/')({
  validateSearch: validateActivityResultsSearch('tour'),
  head: () => ({ meta: [{ title: pageTitle('tours') }] }),
  component: function Landing() {
    return <ActivityLandingPage kind="tour" search={Route.useSearch()} />
  },
})
