// /api/site/*: the site contract over HTTP (handled by the one API handler).
import { createFileRoute } from '@tanstack/react-router'
import { handleApiRequest } from '@server/bff/api-handler.server'

export const Route = createFileRoute('/api/site/$')({
  server: { handlers: { ANY: ({ request }) => handleApiRequest(request) } },
})
