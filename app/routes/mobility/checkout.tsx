import { createFileRoute } from '@tanstack/react-router'
import { CarCheckoutPage } from '~/features/car/car-checkout-page'
import { carSelectionOf, validateCarOfferSearch } from '~/features/car/car-params'
import { carQuoteQueryOptions } from '~/features/car/car.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/mobility/checkout')({
  validateSearch: validateCarOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const selection = carSelectionOf(deps)
    if (!selection) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(carQuoteQueryOptions(selection))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('mobility.checkout') }, { name: 'robots', content: 'noindex' }] }),
  component: CarCheckoutPage,
})
