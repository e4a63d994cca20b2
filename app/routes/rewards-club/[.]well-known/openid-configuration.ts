// The embedded rewards-club provider's discovery document.
import { createFileRoute } from '@tanstack/react-router'
import { handleDiscoveryRequest, servedByEmbeddedProvider } from '@server/auth/provider/provider-http.server'

export const Route = createFileRoute('/rewards-club/.well-known/openid-configuration')({
  server: { handlers: { GET: () => servedByEmbeddedProvider(handleDiscoveryRequest) } },
})
