// The embedded rewards-club provider's public signing keys.
import { createFileRoute } from '@tanstack/react-router'
import { handleJwksRequest, servedByEmbeddedProvider } from '@server/auth/provider/provider-http.server'

export const Route = createFileRoute('/rewards-club/jwks')({
  server: { handlers: { GET: () => servedByEmbeddedProvider(handleJwksRequest) } },
})
