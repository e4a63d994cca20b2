import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/tours/confirmation')({
  ...lineStepRoute('tours', 'confirmation'),
  component: () => <LineStepPage line="tours" step="confirmation" />,
})
