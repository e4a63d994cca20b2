import { Outlet, createFileRoute } from '@tanstack/react-router'
import { lineLayoutRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/transport')({
  ...lineLayoutRoute('transport'),
  component: Outlet,
})
