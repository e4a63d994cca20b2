// Pages that always need a signed-in member (SPEC.md §2, §6). This gate is for the experience; the
// server functions behind these pages check the session again (requireMember).
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { authSessionQueryOptions } from '~/features/session/session.queries'

export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.fetchQuery({ ...authSessionQueryOptions(), staleTime: 0 })
    if (session?.status === 'authenticated') return
    const search = new URLSearchParams({ callbackUrl: `${import.meta.env.BASE_URL.replace(/\/$/, '')}${location.href}`, error: 'SessionRequired' })
    // /auth/sign-in is a server route: the browser must load it as a document.
    throw redirect({ href: `${import.meta.env.BASE_URL}auth/sign-in?${search}`, reloadDocument: true })
  },
  component: Outlet,
})
