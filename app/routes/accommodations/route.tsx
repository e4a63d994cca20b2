import { Outlet, createFileRoute } from '@tanstack/react-router'
import { LineNotFound, lineLayoutRoute } from '~/features/lines/line-routes'

export const Route = createFileRoute('/accommodations')({
  ...lineLayoutRoute('accommodations'),
  notFoundComponent: LineNotFound,
  component: Outlet,
  // Nothing to split: Outlet and LineNotFound are in every page's first load already; split, each was a file of its
  // own that only passed it on, on every page of the line (issue 40).
  codeSplitGroupings: [],
})
