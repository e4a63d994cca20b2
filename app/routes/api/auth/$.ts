// better-auth's HTTP endpoints (session, sign-in, callbacks, sign-out) under /api/auth.
import { createFileRoute } from '@tanstack/react-router'
import { authRoutes } from '@server/auth/auth-routes.server'

const handle = ({ request }: { request: Request }) => authRoutes().handleAuthApi(request)

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle } },
})
