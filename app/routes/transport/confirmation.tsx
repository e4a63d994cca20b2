import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/transport/confirmation')({
  ...lineStepRoute('transport', 'confirmation'),
  component: () => <LineStepPage line="transport" step="confirmation" />,
})
