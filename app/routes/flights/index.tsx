import { createFileRoute } from '@tanstack/react-router'
import { airSearchFormParams } from '~/features/air/air-search-params'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { lineLandingRoute } from '~/features/lines/line-routes'

const AirLineSearchForm = lazyLineSearchForm(() => import('~/features/air/air-line-search').then((module) => module.AirLineSearchForm))

export const Route = createFileRoute('/flights/')({
  ...lineLandingRoute('flights', airSearchFormParams),
  component: () => <LineLandingPage line="flights" SearchForm={AirLineSearchForm} />,
})
