import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/confirmation')({
  ...lineStepRoute('mobility', 'confirmation'),
  component: () => <LineStepPage line="mobility" step="confirmation" />,
})
