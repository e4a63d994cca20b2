import { createFileRoute } from '@tanstack/react-router'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lineLandingRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/tours/')({
  ...lineLandingRoute('tours'),
  component: () => <LineLandingPage line="tours" />,
})
