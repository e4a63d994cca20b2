import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LineNotFound, lineLayoutRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/flights')({
  ...lineLayoutRoute('flights'),
  // Written here, not in the shared options, so the router's code splitting keeps it off the first load.
  notFoundComponent: LineNotFound,
  component: Outlet,
})
