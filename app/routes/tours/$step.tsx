import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

// /tours/offer, /tours/checkout, /tours/confirmation; any other step is not found.
const steps = { offer: 'offer', checkout: 'checkout', confirmation: 'confirmation' } as const

export const Route = createFileRoute('/tours/$step')({
  ...lineStepRoute(steps),
  component: () => <LineStepPage line="tours" steps={steps} />,
})
