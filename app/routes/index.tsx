import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { pageContentQueryOptions } from '~/features/shell/shell.queries'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageContentQueryOptions('home')),
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: loaderData.documentTitle }, { name: 'description', content: loaderData.documentDescription }]
      : [],
  }),
  component: HomePage,
})
