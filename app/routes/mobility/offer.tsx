import { createFileRoute } from '@tanstack/react-router'
import { CarOfferPage } from '~/features/car/car-offer-page'
import { carSelectionOf, validateCarOfferSearch } from '~/features/car/car-params'
import { carOfferQueryOptions } from '~/features/car/car.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle, titlesText } from '~/i18n/plain/titles'

export const Route = createFileRoute('/mobility/offer')({
  validateSearch: validateCarOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const selection = carSelectionOf(deps)
    if (!selection) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(carOfferQueryOptions(selection))
    if (!outcome.ok) return markStatus(outcome.status)
    return { title: titlesText('mobility.offer-of', { model: outcome.value.vehicle.model }) }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle('mobility.offer', loaderData?.title) }] }),
  component: CarOfferPage,
})
