import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

// Flight exchange (SPEC.md §2): modify-reservation, search-results, checkout, confirmation.
const steps = {
  'modify-reservation': 'exchange-modify',
  'search-results': 'exchange-search-results',
  checkout: 'exchange-checkout',
  confirmation: 'exchange-confirmation',
} as const

export const Route = createFileRoute('/flights/exchange/$step')({
  ...lineStepRoute(steps),
  component: () => <LineStepPage line="flights" steps={steps} />,
})
