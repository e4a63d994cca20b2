// /api/messages/*: error messages by code and locale (handled by the one API handler).
import { createFileRoute } from '@tanstack/react-router'
import { handleApiRequest } from '@server/bff/api-handler.server'

export const Route = createFileRoute('/api/messages/$')({
  server: { handlers: { ANY: ({ request }) => handleApiRequest(request) } },
})
