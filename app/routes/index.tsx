import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { pageHeadMeta } from '~/features/shell/page-head'
import { pageContentQueryOptions } from '~/features/shell/shell.queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageContentQueryOptions('home')),
  head: ({ loaderData, matches }) => ({ meta: pageHeadMeta(loaderData, matches) }),
  component: HomePage,
})
