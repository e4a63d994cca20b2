// §R7.23 "Analytics": the embedded collector's logs endpoint (POST ?category&name&fields).
import { createFileRoute } from '@tanstack/react-router'
import { analyticsCollector } from '@server/analytics/analytics.server'

export const Route = createFileRoute('/api/collector/logs')({
  server: { handlers: { POST: ({ request }) => analyticsCollector().handleCollect(request) } },
})
