import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/tours/checkout')({
  ...lineStepRoute('tours', 'checkout'),
  component: () => <LineStepPage line="tours" step="checkout" />,
})
