// §R7.14 "log path under the auth base" for the browser's own errors and warnings (§R8);
// /api/auth/log keeps the auth error codes (docs/decisions/030-analytics-and-telemetry.md).
import { createFileRoute } from '@tanstack/react-router'
import { clientLogHandler } from '@server/telemetry/telemetry.server'

export const Route = createFileRoute('/api/auth/client-log')({
  server: { handlers: { POST: ({ request }) => clientLogHandler()(request) } },
})
