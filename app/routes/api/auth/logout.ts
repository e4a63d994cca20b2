// §R2 utility route: /api/auth/logout signs out and returns to /auth/post-logout.
import { createFileRoute } from '@tanstack/react-router'
import { authRoutes } from '@server/auth/auth-routes.server'

const handle = ({ request }: { request: Request }) => authRoutes().handleLogout(request)

export const Route = createFileRoute('/api/auth/logout')({
  server: { handlers: { GET: handle, POST: handle } },
})
