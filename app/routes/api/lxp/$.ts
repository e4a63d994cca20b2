// /api/lxp/*: the travel platform contract for integrators (handled by the one API handler).
import { createFileRoute } from '@tanstack/react-router'
import { handleApiRequest } from '@server/bff/api-handler.server'

export const Route = createFileRoute('/api/lxp/$')({
  server: { handlers: { ANY: ({ request }) => handleApiRequest(request) } },
})
