import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/tours/offer')({
  ...lineStepRoute('tours', 'offer'),
  component: () => <LineStepPage line="tours" step="offer" />,
})
