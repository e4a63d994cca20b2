import { createFileRoute } from '@tanstack/react-router'
import { checkoutSelectionOf, validateHotelCheckoutSearch } from '~/features/hotel/hotel-checkout-params'
import { HotelCheckoutPage } from '~/features/hotel/hotel-checkout-page'
import { hotelQuoteQueryOptions } from '~/features/hotel/hotel.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/accommodations/checkout')({
  validateSearch: validateHotelCheckoutSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    const selection = checkoutSelectionOf(deps)
    if (!selection) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(hotelQuoteQueryOptions(selection))
    if (!outcome.ok) return markStatus(outcome.status)
    return { title: outcome.value.hotel.name }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ? pageTitle('accommodations.checkout-of', undefined, { name: loaderData.title }) : pageTitle('accommodations.checkout') }, { name: 'robots', content: 'noindex' }] }),
  component: HotelCheckoutPage,
})
