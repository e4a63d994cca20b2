// The embedded rewards-club provider's discovery document.
import { createFileRoute } from '@tanstack/react-router'
import { handleDiscoveryRequest } from '@server/auth/provider/provider-http.server'
import { rewardsClubProvider } from '@server/auth/provider/provider.server'

export const Route = createFileRoute('/rewards-club/.well-known/openid-configuration')({
  server: { handlers: { GET: async () => handleDiscoveryRequest(await rewardsClubProvider()) } },
})
