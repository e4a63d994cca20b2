import { createFileRoute } from '@tanstack/react-router'
import { LineResultsPage } from '~/features/lines/line-pages'
import { lineResultsRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/transport/search-results')({
  ...lineResultsRoute('transport'),
  component: () => <LineResultsPage line="transport" />,
})
