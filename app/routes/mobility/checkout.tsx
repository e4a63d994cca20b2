import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/checkout')({
  ...lineStepRoute('mobility', 'checkout'),
  component: () => <LineStepPage line="mobility" step="checkout" />,
})
