// /api/webhooks/*: partners' webhook endpoints and delivery logs over HTTP (handled by the one API handler).
import { createFileRoute } from '@tanstack/react-router'
import { handleApiRequest } from '@server/bff/api-handler.server'

export const Route = createFileRoute('/api/webhooks/$')({
  server: { handlers: { ANY: ({ request }) => handleApiRequest(request) } },
})
