// GET /api/flags/stream: Server-Sent Events announcing feature-flag changes to open pages (issue 7).
import { createFileRoute } from '@tanstack/react-router'
import { flagStreamResponse } from '@server/flags/flag-stream.server'

export const Route = createFileRoute('/api/flags/stream')({
  server: { handlers: { GET: ({ request }) => flagStreamResponse(request) } },
})
