import { createFileRoute } from '@tanstack/react-router'
import { DiningCheckoutPage } from '~/features/dining/dining-checkout-page'
import { diningSelectionOf, validateDiningOfferSearch } from '~/features/dining/dining-params'
import { diningQuoteQueryOptions } from '~/features/dining/dining.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/dining/checkout')({
  validateSearch: validateDiningOfferSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const selection = diningSelectionOf(deps)
    if (!selection) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(diningQuoteQueryOptions(selection))
    if (!outcome.ok) markStatus(outcome.status)
  },
  head: () => ({ meta: [{ title: pageTitle('dining.checkout') }, { name: 'robots', content: 'noindex' }] }),
  component: DiningCheckoutPage,
})
