// Pages that always need a signed-in member (SPEC.md §2, §6). The root route has just read the session
// afresh for these paths, so this check reads it from the cache. This gate is for the experience; the
// server functions behind these pages check the session again (requireMember).
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireSession } from '~/features/session/require-session'

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location),
  component: Outlet,
})
