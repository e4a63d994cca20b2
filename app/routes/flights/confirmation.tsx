import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/confirmation')({
  ...lineStepRoute('flights', 'confirmation'),
  component: () => <LineStepPage line="flights" step="confirmation" />,
})
