import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

// /mobility/offer, /mobility/checkout, /mobility/confirmation; any other step is not found.
const steps = { offer: 'offer', checkout: 'checkout', confirmation: 'confirmation' } as const

export const Route = createFileRoute('/mobility/$step')({
  ...lineStepRoute(steps),
  component: () => <LineStepPage line="mobility" steps={steps} />,
})
