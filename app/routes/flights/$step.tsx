import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

// /flights/checkout, /flights/confirmation; any other step is not found.
const steps = { checkout: 'checkout', confirmation: 'confirmation' } as const

export const Route = createFileRoute('/flights/$step')({
  ...lineStepRoute(steps),
  component: () => <LineStepPage line="flights" steps={steps} />,
})
