// §R7.14 "log path under the auth base": auth errors the browser reports (level, code, message).
import { createFileRoute } from '@tanstack/react-router'
import { authRoutes } from '@server/auth/auth-routes.server'

export const Route = createFileRoute('/api/auth/log')({
  server: { handlers: { POST: ({ request }) => authRoutes().handleClientLog(request) } },
})
