// GET /api/openapi.json: the OpenAPI 3.1 document of the whole API.
import { createFileRoute } from '@tanstack/react-router'
import { openApiDocument } from '@server/bff/openapi.server'

export const Route = createFileRoute('/api/openapi.json')({
  server: {
    handlers: {
      GET: () => Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }),
    },
  },
})
