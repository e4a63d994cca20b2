import { createFileRoute } from '@tanstack/react-router'
import { ApiReference } from '~/features/api-docs/api-reference'
import { openApiQueryOptions } from '~/features/api-docs/api-docs.queries'
import { pageTitle } from '~/i18n/plain/titles'

export const Route = createFileRoute('/api/docs')({
  loader: ({ context }) => context.queryClient.ensureQueryData(openApiQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle('api.docs') }] }),
  component: ApiReference,
})
