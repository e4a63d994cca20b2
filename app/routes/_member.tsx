// Pages that always need a signed-in member (§R2, §R6). The root route has just read the session
// afresh for these paths, so this check reads it from the cache. This gate is for the experience; the
// server functions behind these pages check the session again (requireMember). The reservation pages
// under this folder are a guest's too (decision 073): their loader sends whoever may not see the
// reservation to Find my booking.
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { isMemberArea } from '~/features/session/authentication-policy'
import { requireSession } from '~/features/session/require-session'

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => (isMemberArea(location.pathname) ? requireSession(context.queryClient, location) : undefined),
  component: Outlet,
  // Nothing to split: Outlet is in every page's first load; split, it was a file of its own on every member page (issue 40).
  codeSplitGroupings: [],
})
