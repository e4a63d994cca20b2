// Pages that always need a signed-in member (SPEC.md §2, §6). This gate is for the experience; the
// server functions behind these pages check the session again (requireMember).
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireSession } from '~/features/session/require-session'

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => requireSession(context.queryClient, location, { fresh: true }),
  component: Outlet,
})
