// The partner resources area (§R1).
import { createFileRoute } from '@tanstack/react-router'
import { PartnerResourcesPage } from '~/features/partner-resources/partner-resources-page'
import { partnerResourcesQueryOptions } from '~/features/partner-resources/partner-resources.queries'
import { pageTitle } from '~/i18n/page-title'
import { titlesText } from '~/i18n/plain/titles'

export const Route = createFileRoute('/partner-resources')({
  loader: ({ context }) => context.queryClient.ensureQueryData(partnerResourcesQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle('partner-resources') }, { name: 'description', content: titlesText('partner-resources.description') }] }),
  component: PartnerResourcesPage,
})
