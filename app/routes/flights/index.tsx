import { createFileRoute } from '@tanstack/react-router'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lineLandingRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/')({
  ...lineLandingRoute('flights'),
  component: () => <LineLandingPage line="flights" />,
})
