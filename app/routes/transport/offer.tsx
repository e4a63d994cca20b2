import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/transport/offer')({
  ...lineStepRoute('transport', 'offer'),
  component: () => <LineStepPage line="transport" step="offer" />,
})
