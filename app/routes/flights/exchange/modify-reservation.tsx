import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/exchange/modify-reservation')({
  ...lineStepRoute('flights', 'exchange-modify'),
  component: () => <LineStepPage line="flights" step="exchange-modify" />,
})
