import { createFileRoute } from '@tanstack/react-router'
import { LineResultsPage } from '~/features/lines/line-pages'
import { lineResultsRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/search-results')({
  ...lineResultsRoute('mobility'),
  component: () => <LineResultsPage line="mobility" />,
})
