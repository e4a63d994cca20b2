// §R2: the provider's forward destination; completes the token sign-in.
import { createFileRoute } from '@tanstack/react-router'
import { authRoutes } from '@server/auth/auth-routes.server'

export const Route = createFileRoute('/auth/token')({
  server: { handlers: { GET: ({ request }) => authRoutes().handleTokenSignIn(request) } },
})
