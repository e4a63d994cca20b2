import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/offer')({
  ...lineStepRoute('mobility', 'offer'),
  component: () => <LineStepPage line="mobility" step="offer" />,
})
