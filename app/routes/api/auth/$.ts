// better-auth's HTTP endpoints (session, sign-in, callbacks, sign-out) under /api/auth; any other method
// is refused with 405 and the endpoint's Allow.
import { createFileRoute } from '@tanstack/react-router'
import { authRoutes } from '@server/auth/auth-routes.server'

const handle = ({ request }: { request: Request }) => authRoutes().handleAuthApi(request)

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle, ANY: ({ request }) => authRoutes().refuseMethod(request) } },
})
