import { createFileRoute } from '@tanstack/react-router'
import { ApiReference } from '~/features/api-docs/api-reference'
import { pageTitle } from '~/i18n/page-title'

export const Route = createFileRoute('/api/docs')({
  head: () => ({ meta: [{ title: pageTitle('api.docs') }] }),
  component: ApiReference,
})
