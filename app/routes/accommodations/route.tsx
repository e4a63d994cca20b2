import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LineNotFound } from '~/features/lines/line-routes'
import { requireEnabledLine } from '~/features/lines/lines'

export const Route = createFileRoute('/accommodations')({
  beforeLoad: ({ context }) => requireEnabledLine('accommodations', context.queryClient),
  notFoundComponent: LineNotFound,
  component: Outlet,
})
