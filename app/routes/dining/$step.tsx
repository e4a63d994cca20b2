import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

// /dining/offer, /dining/checkout, /dining/confirmation; any other step is not found.
const steps = { offer: 'offer', checkout: 'checkout', confirmation: 'confirmation' } as const

export const Route = createFileRoute('/dining/$step')({
  ...lineStepRoute(steps),
  component: () => <LineStepPage line="dining" steps={steps} />,
})
