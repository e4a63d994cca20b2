import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/exchange/checkout')({
  ...lineStepRoute('flights', 'exchange-checkout'),
  component: () => <LineStepPage line="flights" step="exchange-checkout" />,
})
