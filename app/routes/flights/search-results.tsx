import { createFileRoute } from '@tanstack/react-router'
import { LineResultsPage } from '~/features/lines/line-pages'
import { lineResultsRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/search-results')({
  ...lineResultsRoute('flights'),
  component: () => <LineResultsPage line="flights" />,
})
