import { createFileRoute } from '@tanstack/react-router'
import { airSearchFormParams } from '~/features/air/air-params'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lineLandingRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/')({
  ...lineLandingRoute('flights', airSearchFormParams),
  component: () => <LineLandingPage line="flights" />,
})
