import { createFileRoute } from '@tanstack/react-router'
import { carSearchFormParams } from '~/features/car/car-params'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lineLandingRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility/')({
  ...lineLandingRoute('mobility', carSearchFormParams),
  component: () => <LineLandingPage line="mobility" />,
})
