import { createFileRoute } from '@tanstack/react-router'
import { carSearchFormParams } from '~/features/car/car-params'
import { LineLandingPage } from '~/features/lines/line-pages'
import { lazyLineSearchForm } from '~/features/lines/line-search-slot'
import { lineLandingRoute } from '~/features/lines/line-routes'

const CarLineSearchForm = lazyLineSearchForm(() => import('~/features/car/car-line-search').then((module) => module.CarLineSearchForm))

export const Route = createFileRoute('/mobility/')({
  ...lineLandingRoute('mobility', carSearchFormParams),
  component: () => <LineLandingPage line="mobility" SearchForm={CarLineSearchForm} />,
})
