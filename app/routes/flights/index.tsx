import { createFileRoute } from '@tanstack/react-router'
import { AirLineSearchForm } from '~/features/air/air-line-search'
import { airSearchFormParams } from '~/features/air/air-search-params'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lineLandingRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights/')({
  ...lineLandingRoute('flights', airSearchFormParams),
  component: () => <LineLandingPage line="flights" SearchForm={AirLineSearchForm} />,
})
