import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/checkout')({
  ...lineStepRoute('dining', 'checkout'),
  component: () => <LineStepPage line="dining" step="checkout" />,
})
