// GET /api/client/rewards-travel-client.tgz: the typed client, packed, for `npm install <this address>`.
import { createFileRoute } from '@tanstack/react-router'
import { clientPackageResponse } from '@server/integrators/client-package.server'

export const Route = createFileRoute('/api/client/rewards-travel-client.tgz')({
  server: { handlers: { GET: () => clientPackageResponse() } },
})
