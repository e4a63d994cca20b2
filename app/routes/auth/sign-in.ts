// §R2: /auth/sign-in?callbackUrl=… starts the sign-in at the rewards-club provider.
import { createFileRoute } from '@tanstack/react-router'
import { authRoutes } from '@server/auth/auth-routes.server'

export const Route = createFileRoute('/auth/sign-in')({
  server: { handlers: { GET: ({ request }) => authRoutes().handleSignIn(request) } },
})
