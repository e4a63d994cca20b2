import { createFileRoute } from '@tanstack/react-router'
import { LineStepPage } from '~/features/lines/line-pages'
import { lineStepRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/exchange/search-results')({
  ...lineStepRoute('flights', 'exchange-search-results'),
  component: () => <LineStepPage line="flights" step="exchange-search-results" />,
})
