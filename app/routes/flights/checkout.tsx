import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/checkout')({
  ...lineStepRoute('flights', 'checkout'),
  component: () => <LineStepPage line="flights" step="checkout" />,
})
