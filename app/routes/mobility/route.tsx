import { Outlet, createFileRoute } from '@tanstack/react-router'
import { lineLayoutRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/mobility')({
  ...lineLayoutRoute('mobility'),
  component: Outlet,
})
