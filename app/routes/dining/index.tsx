import { createFileRoute } from '@tanstack/react-router'
import { validateDiningLandingSearch } from '~/features/dining/dining-params'
import { LineLandingPage } from '~/features/lines/line-pages'
import { landingLoader } from '~/features/lines/line-routes'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/dining/')({
  validateSearch: validateDiningLandingSearch,
  head: () => ({ meta: [{ title: pageTitle('dining') }] }),
  loader: landingLoader('dining'),
  // Only the page is split: the loader is one call of landingLoader, already in the first load (a file of its own otherwise; issue 40).
  codeSplitGroupings: [['component']],
  component: () => <LineLandingPage line="dining" />,
})
