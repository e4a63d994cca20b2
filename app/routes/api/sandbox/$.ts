// /api/sandbox/*: the sandbox's reset and clock (docs/mock-upstream.md), only on a server started as a sandbox.
import { createFileRoute } from '@tanstack/react-router'
import { handleSandboxApiRequest } from '@server/bff/sandbox.server'

export const Route = createFileRoute('/api/sandbox/$')({
  server: { handlers: { ANY: ({ request }) => handleSandboxApiRequest(request) } },
})
