import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/dining/offer')({
  ...lineStepRoute('dining', 'offer'),
  component: () => <LineStepPage line="dining" step="offer" />,
})
