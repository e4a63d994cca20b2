import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/transport/checkout')({
  ...lineStepRoute('transport', 'checkout'),
  component: () => <LineStepPage line="transport" step="checkout" />,
})
