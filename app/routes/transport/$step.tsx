import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

// /transport/offer, /transport/checkout, /transport/confirmation; any other step is not found.
const steps = { offer: 'offer', checkout: 'checkout', confirmation: 'confirmation' } as const

export const Route = createFileRoute('/transport/$step')({
  ...lineStepRoute(steps),
  component: () => <LineStepPage line="transport" steps={steps} />,
})
