// The partner resources area (SPEC.md §1).
import { createFileRoute } from '@tanstack/react-router'
import { PartnerResourcesPage } from '~/features/partner-resources/partner-resources-page'
import { partnerResourcesQueryOptions } from '~/features/partner-resources/partner-resources.queries'

export const Route = createFileRoute('/partner-resources')({
  loader: ({ context }) => context.queryClient.ensureQueryData(partnerResourcesQueryOptions()),
  head: () => ({ meta: [{ title: 'Card partner resources | Rewards Travel' }, { name: 'description', content: 'Card benefits guides, travel insurance terms, points help and travel assistance from the card partner.' }] }),
  component: PartnerResourcesPage,
})
