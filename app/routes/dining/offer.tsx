import { createFileRoute } from '@tanstack/react-router'
import { DiningOfferPage } from '~/features/dining/dining-offer-page'
import { diningOfferQueryOf, validateDiningOfferSearch } from '~/features/dining/dining-params'
import { diningOfferQueryOptions } from '~/features/dining/dining.queries'
import { markStatus } from '~/lib/response-status'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/dining/offer')({
  validateSearch: validateDiningOfferSearch,
  loaderDeps: ({ search: { optionId: _optionId, ...search } }) => search,
  loader: async ({ deps, context }) => {
    const query = diningOfferQueryOf(deps)
    if (!query) return markStatus(400)
    const outcome = await context.queryClient.ensureQueryData(diningOfferQueryOptions(query))
    if (!outcome.ok) return markStatus(outcome.status)
    return { title: outcome.value.name }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle('dining.offer', loaderData?.title) }] }),
  component: DiningOfferPage,
})
