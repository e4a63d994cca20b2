import { createFileRoute } from '@tanstack/react-router'
import { DiningLandingPage } from '~/features/dining/dining-landing-page'
import { validateDiningLandingSearch } from '~/features/dining/dining-params'

export const Route = createFileRoute('/dining/')({
  validateSearch: validateDiningLandingSearch,
  head: () => ({ meta: [{ title: 'Dining · Rewards Travel' }] }),
  component: DiningLandingPage,
})
